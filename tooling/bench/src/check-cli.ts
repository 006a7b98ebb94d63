// `pnpm bench:check`: holds the figures recorded in docs/benchmarks.json to the budgets of
// budgets.ts and to the code they measured; fails (exit 1) naming each figure that is missing,
// over its budget, measured too few times, or stale. It measures nothing: `pnpm bench` does.
import { checkRepository, verdictLine } from './check'
import { repoRoot } from './files'

const verdicts = checkRepository(repoRoot)
for (const verdict of verdicts) console.log(verdictLine(verdict))
const failing = verdicts.filter((verdict) => verdict.problems.length > 0)
if (failing.length > 0) {
  console.error(
    `\n${String(failing.length)} of ${String(verdicts.length)} figures fail. Record them again with pnpm bench (or the script named) after the last change to their code.`,
  )
  process.exitCode = 1
} else {
  console.log(`\nAll ${String(verdicts.length)} figures hold.`)
}
