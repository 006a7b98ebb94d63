import { benches as allBenches, budgets } from './budgets'
import type { BenchSpec, FigureSpec } from './budgets'
import { budgetText, overBudget, valueText } from './figures'
import type { BenchRecord, FiguresFile, MeasuredFigure } from './figures'
import { readFigures } from './files'
import { gitAt } from './git'
import type { Git } from './git'

export type ProblemKind = 'missing' | 'over' | 'stale' | 'runs'

export interface Verdict {
  bench: string
  figure: FigureSpec
  measured?: MeasuredFigure
  /** What is wrong with it, each said in a sentence; none when the figure holds. */
  problems: { kind: ProblemKind; says: string }[]
}

const short = (hash: string) => hash.slice(0, 7)
const day = (iso: string) => iso.slice(0, 10)
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

/** Why a bench's record no longer speaks for its code, if it does not. */
function staleness(spec: BenchSpec, record: BenchRecord, git: Git): string | undefined {
  const measured = `measured at ${short(record.commit)} (${day(record.measuredAt)})`
  if (record.uncommitted.length > 0) {
    return `measured with uncommitted changes to ${record.uncommitted.join(', ')}`
  }
  if (!sameSet(record.measures, spec.measures)) {
    return `measured for ${record.measures.join(', ')}; it now measures ${spec.measures.join(', ')}`
  }
  if (spec.atPhone && record.phoneBenchmarkIndex !== budgets.phoneBenchmarkIndex) {
    const phone = record.phoneBenchmarkIndex
    return `${measured} ${phone === undefined ? 'on the machine as it is, no phone emulated' : `at a phone of CPU benchmark index ${String(phone)}`}; the budgets' phone has ${String(budgets.phoneBenchmarkIndex)}`
  }
  // Code this history does not have (rebased or reset away, another branch's) is not its code,
  // whatever it has in common with it.
  if (!git.inHistory(record.commit)) {
    return `${measured}, a commit that is not in the history checked out (rebased or reset away, or another branch's)`
  }
  const [last, ...earlier] = git.changesSince(record.commit, spec.measures)
  if (last) {
    const files = last.files.length > 3 ? [...last.files.slice(0, 3), 'more'] : last.files
    const more = earlier.length ? ` (and ${String(earlier.length)} commit(s) before it)` : ''
    return `${measured}, before ${short(last.hash)} (${day(last.date)}, "${last.subject}") changed ${files.join(', ')}${more}`
  }
  return undefined
}

/**
 * Each figure of `benches` against its record: missing (never measured, or not by the bench's
 * last run), over its budget, measured too few times, or stale: measured on code other than the
 * code checked out (uncommitted changes; a commit outside its history; a commit after it that
 * changed the code measured) or at another phone than the budgets'.
 */
export function checkFigures(
  benches: Readonly<Record<string, BenchSpec>>,
  recorded: FiguresFile,
  git: Git,
): Verdict[] {
  return Object.entries(benches).flatMap(([id, spec]) => {
    const record = recorded[id]
    const stale = record && staleness(spec, record, git)
    return spec.figures.map((figure): Verdict => {
      const measured = record?.figures[figure.name]
      if (!measured) {
        const says = record
          ? `not in the last run of ${spec.script}`
          : `never measured: run ${spec.script}`
        return { bench: id, figure, problems: [{ kind: 'missing', says }] }
      }
      const problems: Verdict['problems'] = []
      if (overBudget(figure, measured.value)) {
        problems.push({ kind: 'over', says: `over its budget (${budgetText(figure)})` })
      }
      const runs = measured.runs?.length ?? 1
      if (figure.runs !== undefined && runs < figure.runs) {
        problems.push({
          kind: 'runs',
          says: `${String(runs)} run(s), where it is the median of ${String(figure.runs)}`,
        })
      }
      if (stale) problems.push({ kind: 'stale', says: stale })
      return { bench: id, figure, measured, problems }
    })
  })
}

/** The verdicts for the repository at `root`: its figures file, its history, the budgets. */
export function checkRepository(root: string, benches = allBenches): Verdict[] {
  return checkFigures(benches, readFigures(root), gitAt(root))
}

/** One line a figure: its verdict, the figure, its value and budget, and what is wrong. */
export function verdictLine({ bench, figure, measured, problems }: Verdict): string {
  const label = problems.length ? problems.map((p) => p.kind.toUpperCase()).join('+') : 'ok'
  const value = measured ? ` = ${valueText(figure, measured)}` : ''
  const budget = budgetText(figure)
  const why = problems.map((p) => `\n         ${p.says}`).join('')
  return `${label.padEnd(8)} ${bench}: ${figure.name}${value}${budget ? ` (budget ${budget})` : ''}${why}`
}
