import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

export interface BenchProcess {
  /** The first line the process printed (its address, its token). */
  line: string
  /** Writes a command line to its stdin and answers the next line it prints. */
  ask: (command: string) => Promise<string>
  /** Closes its stdin (its signal to stop) and waits for it to exit. */
  close: () => Promise<void>
}

/**
 * A TypeScript script as a process of its own (client, server and provider must not share an
 * event loop, as in production), talking by lines on stdin and stdout.
 */
export async function startBenchProcess(
  script: string,
  args: string[] = [],
  nodeOptions: string[] = [],
): Promise<BenchProcess> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const nextLine = async () => {
    const { value, done } = await lines.next()
    if (done) throw new Error(`${script} ended before answering`)
    return value.trim()
  }
  const line = await nextLine()
  return {
    line,
    ask: async (command) => {
      child.stdin.write(`${command}\n`)
      return nextLine()
    },
    close: async () => {
      const exited = once(child, 'exit')
      child.stdin.end()
      await exited
    },
  }
}
