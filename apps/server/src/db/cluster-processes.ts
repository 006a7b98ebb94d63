import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, readdir, readlink, realpath } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Finding and stopping the PostgreSQL processes that serve one data folder, by what the system
 * says rather than by what we remember: after a crash of the server, its PostgreSQL may still
 * run (orphaned) or may have left a stale `postmaster.pid` and a few backends behind.
 */

const hasProc = existsSync('/proc/self/cwd')

/** The postmaster's pid from the first line of `postmaster.pid`, if the file is there. */
export async function readPostmasterPid(lockFile: string): Promise<number | undefined> {
  const content = await readFile(lockFile, 'utf8').catch(() => undefined)
  const pid = Number.parseInt(content?.split('\n')[0] ?? '', 10)
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

/**
 * The live processes of the cluster in `dataDir`. On Linux: every process whose working folder
 * is the data folder (PostgreSQL's postmaster and each of its children change into it), so
 * backends that outlived their postmaster count too. Elsewhere: the postmaster named in the lock
 * file, if a `postgres` process still has that pid.
 */
export async function clusterProcesses(dataDir: string, postmaster?: number): Promise<number[]> {
  if (!hasProc) return postmaster !== undefined && isPostgres(postmaster) ? [postmaster] : []
  const dir = await realpath(dataDir).catch(() => undefined)
  if (dir === undefined) return []
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number)
  const found = await Promise.all(
    pids.map(async (pid) => {
      const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => undefined)
      return cwd === dir && !(await isZombie(pid)) ? pid : undefined
    }),
  )
  return found.filter((pid) => pid !== undefined)
}

/**
 * Stops the cluster in `dataDir` and waits until none of its processes is left: a fast shutdown
 * first (open transactions are rolled back, everything committed is already on disk), then, for
 * whatever is still there after `graceMs`, SIGKILL (PostgreSQL replays its WAL at the next start).
 */
export async function stopCluster(dataDir: string, postmaster: number, graceMs = 30_000) {
  const running = await clusterProcesses(dataDir, postmaster)
  // Only a live postmaster of this cluster: a stale lock file may name a pid now reused.
  if (running.includes(postmaster)) signal(postmaster, 'SIGINT')
  if (await waitUntilGone(dataDir, postmaster, graceMs)) return
  for (const pid of await clusterProcesses(dataDir, postmaster)) signal(pid, 'SIGKILL')
  if (await waitUntilGone(dataDir, postmaster, 5_000)) return
  const left = await clusterProcesses(dataDir, postmaster)
  throw new Error(`PostgreSQL processes ${left.join(', ')} on ${dataDir} do not stop.`)
}

async function waitUntilGone(dataDir: string, postmaster: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if ((await clusterProcesses(dataDir, postmaster)).length === 0) return true
    if (Date.now() > deadline) return false
    await sleep(25)
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name)
  } catch {
    // Already gone.
  }
}

async function isZombie(pid: number) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  // "pid (command) state ...": the state follows the last parenthesis; Z is a zombie, X dead.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return state === '' || state === 'Z' || state === 'X'
}

function isPostgres(pid: number) {
  try {
    const command = execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' })
    return command.includes('postgres')
  } catch {
    return false // ps exits 1 when no process has that pid
  }
}
