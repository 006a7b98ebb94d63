// `pnpm bench:check`: reads the figures the benchmarks recorded in docs/benchmarks.md and fails
// (exit 1) when one is over its budget. It measures nothing itself: run `pnpm bench` (or one
// app's bench) first to record fresh figures.
import { readFileSync } from 'node:fs'
import { benchmarksFile } from './record'
import { budgetText, overBudget, readFigures } from './figures'

const figures = readFigures(readFileSync(benchmarksFile, 'utf8'))
if (figures.length === 0) {
  console.error(`No figures recorded in ${benchmarksFile}: run pnpm bench first.`)
  process.exitCode = 1
}
const over = figures.filter(overBudget)
for (const figure of figures) {
  const budget = budgetText(figure)
  const verdict = !budget ? 'recorded' : overBudget(figure) ? 'OVER' : 'within'
  console.log(
    `${verdict.padEnd(8)} ${figure.section}: ${figure.name} ${String(figure.value)} ${figure.unit}${budget ? ` (budget ${budget})` : ''}`,
  )
}
if (over.length > 0) {
  console.error(`\n${String(over.length)} figure(s) over budget.`)
  process.exitCode = 1
}
