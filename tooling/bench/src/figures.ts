import { z } from 'zod'
import type { FigureSpec } from './budgets'

/** One figure as measured: its value, and each run's value when it is their median. */
const measuredFigure = z.object({
  value: z.number(),
  runs: z.array(z.number()).min(1).optional(),
})
export type MeasuredFigure = z.infer<typeof measuredFigure>

/** One benchmark's last measurement, as docs/benchmarks.json keeps it. */
const benchRecord = z.object({
  /** The commit checked out when it was measured (HEAD). */
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  /** When, ISO 8601. */
  measuredAt: z.iso.datetime(),
  /** The code measured: the bench's pathspecs then. */
  measures: z.array(z.string()),
  /** Files of that code that had uncommitted changes then (the figures are none of a commit's). */
  uncommitted: z.array(z.string()),
  /** The CPU benchmark index of the phone emulated, for a bench whose figures depend on the CPU. */
  phoneBenchmarkIndex: z.number().optional(),
  figures: z.record(z.string(), measuredFigure),
  /** Markdown for docs/benchmarks.md: how it was measured, and what else it saw. */
  notes: z.string(),
})
export type BenchRecord = z.infer<typeof benchRecord>

/** docs/benchmarks.json: each benchmark's last record, by its id in `benches`. */
export const figuresFile = z.record(z.string(), benchRecord)
export type FiguresFile = z.infer<typeof figuresFile>

/** Whether a value breaks its figure's budget; a figure without a budget never does. */
export const overBudget = (spec: FigureSpec, value: number): boolean =>
  (spec.max !== undefined && value > spec.max) || (spec.min !== undefined && value < spec.min)

const withUnit = (value: number, unit: string) =>
  unit ? `${String(value)} ${unit}` : String(value)

/** The budget as people read it: `≤ 5 ms`, `≥ 95`, `0.8–1.25`, or nothing. */
export function budgetText(spec: FigureSpec): string {
  if (spec.max !== undefined && spec.min !== undefined)
    return `${String(spec.min)}–${withUnit(spec.max, spec.unit)}`
  if (spec.max !== undefined) return `≤ ${withUnit(spec.max, spec.unit)}`
  if (spec.min !== undefined) return `≥ ${withUnit(spec.min, spec.unit)}`
  return ''
}

/** The value as people read it: `3.9 ms`, or `96 (median of 5 runs, 91–98)` for a timing. */
export function valueText(spec: FigureSpec, figure: MeasuredFigure): string {
  const value = withUnit(figure.value, spec.unit)
  if (!figure.runs) return value
  const low = Math.min(...figure.runs)
  const high = Math.max(...figure.runs)
  const runs = `${String(figure.runs.length)} runs`
  if (low === high) return `${value} (${runs}, all ${withUnit(low, spec.unit)})`
  return `${value} (median of ${runs}, ${String(low)}–${withUnit(high, spec.unit)})`
}
