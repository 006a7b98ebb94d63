import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it, onTestFinished } from 'vitest'
import { openTestScope } from './test-scope'

/** Starts `sleep` in `cwd` as an orphan (its shell exits at once), as a lost server would be. */
async function orphanSleep(cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const shell = spawn('sh', ['-c', 'sleep 600 & echo $!'], { cwd, env, stdio: 'pipe' })
  const [output] = (await once(shell.stdout, 'data')) as [Buffer]
  return Number(output.toString().trim())
}

const running = (pid: number) => {
  const stat = existsSync(`/proc/${String(pid)}/stat`)
    ? readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
    : ''
  return stat !== '' && !stat.includes(') Z ')
}

it('stops and names what a run left running or behind, and nothing else', async () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'amply-outside-'))
  const outsideSleep = await orphanSleep(outside)
  onTestFinished(() => {
    process.kill(outsideSleep)
    rmSync(outside, { recursive: true })
  })
  const scope = openTestScope('left')
  // One works in the folder, one only inherited TMPDIR; and a folder a test did not remove.
  const inFolder = await orphanSleep(scope.dir)
  const inheriting = await orphanSleep('/', { ...process.env, TMPDIR: scope.dir })
  mkdirSync(path.join(scope.dir, 'amply-test-db-lost'))

  const leftovers = await scope.close()
  expect(leftovers).toEqual(
    expect.arrayContaining([
      `process ${String(inFolder)}: sleep 600`,
      `process ${String(inheriting)}: sleep 600`,
      `folder ${path.join(scope.dir, 'amply-test-db-lost')}`,
    ]),
  )
  expect(leftovers).toHaveLength(3)
  expect([running(inFolder), running(inheriting), existsSync(scope.dir)]).toEqual([
    false,
    false,
    false,
  ])
  expect(running(outsideSleep)).toBe(true)
})
