import type { Env } from '../env'

type Level = Env['LOG_LEVEL']
type Fields = Record<string, unknown>

const rank: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 }

export interface Logger {
  debug: (message: string, fields?: Fields) => void
  info: (message: string, fields?: Fields) => void
  warn: (message: string, fields?: Fields) => void
  error: (message: string, fields?: Fields) => void
}

/** One JSON object per line on stdout: easy to read in a terminal and to ship anywhere. */
export function createLogger(level: Level, write: (line: string) => void = writeStdout): Logger {
  const log =
    (at: Level) =>
    (message: string, fields: Fields = {}) => {
      if (rank[at] < rank[level]) return
      write(JSON.stringify({ time: new Date().toISOString(), level: at, msg: message, ...fields }))
    }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

function writeStdout(line: string) {
  process.stdout.write(`${line}\n`)
}
