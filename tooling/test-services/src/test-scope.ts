import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface TestScope {
  /** The run's temporary folder: TMPDIR of this process and of all it starts from now on. */
  dir: string
  /**
   * Stops every process still running that the run started, removes the folder, and answers
   * what was left behind (each process and `amply-*` folder), to be reported as a failure.
   */
  close: () => Promise<string[]>
}

/**
 * Gives a test run a temporary folder of its own and points TMPDIR at it, so that all the run
 * starts can be found at its end, whoever started it and however it ended: an embedded
 * PostgreSQL or a Redis works in a folder there, a server or a browser inherits TMPDIR in its
 * environment. Other runs on the machine (other checkouts) have other folders.
 * Linux only (it reads /proc); elsewhere `close` only removes the folder.
 */
export function openTestScope(label: string): TestScope {
  const previous = process.env.TMPDIR
  const dir = mkdtempSync(path.join(tmpdir(), `amply-${label}-run-`))
  // As root, PostgreSQL runs as its own user, which must reach its folder in here.
  chmodSync(dir, 0o755)
  process.env.TMPDIR = dir
  return {
    dir,
    close: async () => {
      if (previous === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = previous
      const processes = processesOf(dir)
      for (const { pid } of processes) signal(pid)
      await Promise.all(processes.map(({ pid }) => gone(pid)))
      const folders = readdirSync(dir).filter((name) => name.startsWith('amply-'))
      rmSync(dir, { recursive: true, force: true })
      return [
        ...processes.map(({ pid, command }) => `process ${String(pid)}: ${command}`),
        ...folders.map((name) => `folder ${path.join(dir, name)}`),
      ]
    },
  }
}

interface RunningProcess {
  pid: number
  command: string
}

/**
 * Processes working in `dir`, naming it on their command line, or inheriting it (TMPDIR); not
 * the checking process, its parents, nor its own children (a test runner's workers, which the
 * runner stops itself).
 */
function processesOf(dir: string): RunningProcess[] {
  if (!existsSync('/proc/self')) return []
  const checking = new Set(ancestry())
  const found: RunningProcess[] = []
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || checking.has(pid) || parentOf(pid) === process.pid) continue
    const cwd = read(() => readlinkSync(`/proc/${entry}/cwd`))
    const command = read(() => readFileSync(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ')
    const environment = read(() => readFileSync(`/proc/${entry}/environ`, 'utf8'))
    const inside = cwd === dir || cwd.startsWith(`${dir}/`)
    if (inside || command.includes(dir) || environment.includes(dir)) {
      found.push({ pid, command: command.trim().slice(0, 200) || `(cwd ${cwd})` })
    }
  }
  return found
}

/** This process and its parents: they run the check. */
function ancestry(): number[] {
  const pids = [process.pid]
  for (let pid = process.ppid; pid > 1; pid = parentOf(pid)) pids.push(pid)
  return pids
}

function parentOf(pid: number): number {
  const status = read(() => readFileSync(`/proc/${String(pid)}/status`, 'utf8'))
  return Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0)
}

function read(get: () => string): string {
  try {
    return get()
  } catch {
    return '' // gone meanwhile, or not ours to read
  }
}

function signal(pid: number) {
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

/** Resolves once `pid` has exited (a zombie counts: it runs no more), or after 10 s. */
async function gone(pid: number) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const state = read(() => readFileSync(`/proc/${String(pid)}/stat`, 'utf8'))
    if (!state || state.includes(') Z ')) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
