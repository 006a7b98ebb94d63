// `pnpm test`: every task of every package through turbo, in a test scope of its own (a
// temporary folder that all it starts inherits, see @amply/test-services/test-scope), then the
// check that nothing it started is left running, then the one closing line of the suite.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { openTestScope } from '@amply/test-services/test-scope'

const repoRoot = path.resolve(import.meta.dirname, '..')
rmSync(path.join(repoRoot, '.reports'), { recursive: true, force: true })
// The run's summary (each task's exit code) is read by test-summary.mjs: only this run's.
rmSync(path.join(repoRoot, '.turbo/runs'), { recursive: true, force: true })

const scope = openTestScope('test')
// Ctrl-C stops turbo and its tasks; this process stays to stop what they left running.
process.on('SIGINT', () => undefined)
const tasks = ['lint', 'lint:repo', 'typecheck', 'test', 'test:e2e']
// Arguments are passed on to turbo: `pnpm test --filter=@amply/server` runs one package's tasks.
const turbo = spawnSync(
  'turbo',
  ['run', ...tasks, '--continue', '--summarize', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
)

const leftovers = await scope.close()
if (leftovers.length > 0) {
  console.error(`\nThe tests left these behind (now stopped and removed):`)
  for (const leftover of leftovers) console.error(`  ${leftover}`)
}

const summary = spawnSync(process.execPath, [path.join(import.meta.dirname, 'test-summary.mjs')], {
  stdio: 'inherit',
})
const failed = turbo.status !== 0 || summary.status !== 0 || leftovers.length > 0
process.exit(failed ? 1 : 0)
