import path from 'node:path'
import { benches as allBenches, budgets } from './budgets'
import type { BenchSpec } from './budgets'
import { checkFigures, verdictLine } from './check'
import { writeFiguresSection } from './docs'
import { DOCS_PATH, FIGURES_PATH, prettify, readFigures, repoRoot, writeFigures } from './files'
import type { BenchRecord, FiguresFile, MeasuredFigure } from './figures'
import { gitAt } from './git'
import { median } from './stats'

/** A figure as a benchmark hands it over: one value, or each run's value for a timing. */
export type Measurement = number | readonly number[]

/** The figures of `spec` from what the bench measured; throws on one missing, extra or short. */
function measuredFigures(
  id: string,
  spec: BenchSpec,
  measured: Readonly<Record<string, Measurement>>,
): Record<string, MeasuredFigure> {
  const unknown = Object.keys(measured).filter((name) => !spec.figures.some((f) => f.name === name))
  if (unknown.length > 0) throw new Error(`${id} has no figure named ${unknown.join(', ')}`)
  const figures: Record<string, MeasuredFigure> = {}
  for (const figure of spec.figures) {
    const value = measured[figure.name]
    if (value === undefined) throw new Error(`${id}: ${figure.name} was not measured`)
    if (typeof value === 'number') {
      if (figure.runs !== undefined) {
        throw new Error(`${id}: ${figure.name} is the median of ${String(figure.runs)} runs`)
      }
      figures[figure.name] = { value }
    } else {
      if (value.length < (figure.runs ?? 1)) {
        throw new Error(
          `${id}: ${figure.name} needs ${String(figure.runs)} runs, not ${String(value.length)}`,
        )
      }
      figures[figure.name] = { value: Number(median(value).toFixed(2)), runs: [...value] }
    }
  }
  return figures
}

/**
 * Records what benchmark `id` measured in docs/benchmarks.json (with the commit checked out,
 * the time, the code it measures and any uncommitted change to it), regenerates the figures
 * section of docs/benchmarks.md, and prints each figure's verdict. `notes` (markdown) say how
 * it was measured and what else was seen. Answers whether every figure is within its budget.
 */
export function recordFigures(
  id: string,
  measured: Readonly<Record<string, Measurement>>,
  notes: string,
  { root = repoRoot, benches = allBenches } = {},
): { withinBudget: boolean } {
  const spec = benches[id]
  if (!spec) throw new Error(`No benchmark ${id} in budgets.ts`)
  const git = gitAt(root)
  const record: BenchRecord = {
    commit: git.head(),
    measuredAt: new Date().toISOString(),
    measures: [...spec.measures],
    uncommitted: git.uncommitted(spec.measures),
    ...(spec.atPhone ? { phoneBenchmarkIndex: budgets.phoneBenchmarkIndex } : {}),
    figures: measuredFigures(id, spec, measured),
    notes,
  }
  const recorded = { ...readFigures(root), [id]: record }
  // In the order of budgets.ts, so that a record moves no other bench's lines.
  const ordered: FiguresFile = Object.fromEntries(
    Object.keys(benches).flatMap((bench) => {
      const kept = recorded[bench]
      return kept ? [[bench, kept] as const] : []
    }),
  )
  writeFigures(root, ordered)
  writeFiguresSection(root, benches, ordered)
  prettify([path.join(root, FIGURES_PATH), path.join(root, DOCS_PATH)])

  const verdicts = checkFigures({ [id]: spec }, ordered, git)
  for (const verdict of verdicts) console.log(verdictLine(verdict))
  return { withinBudget: !verdicts.some((v) => v.problems.some((p) => p.kind === 'over')) }
}
