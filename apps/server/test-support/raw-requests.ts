import type { ClientRequest } from 'node:http'
import { readFile } from 'node:fs/promises'

/** The resident memory of a process, in bytes (Linux). */
export async function residentBytes(pid: number) {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
}

/**
 * Reads the answer of a raw request to its end, then drops the connection (the client may
 * still be sending its body), and hands over its status and text.
 */
export function onAnswer(
  req: ClientRequest,
  done: (answer: { status: number; text: string }) => void,
) {
  req.on('response', (res) => {
    let text = ''
    res.setEncoding('utf8')
    res.on('data', (data: string) => (text += data))
    res.on('end', () => {
      req.destroy()
      done({ status: res.statusCode ?? 0, text })
    })
  })
}
