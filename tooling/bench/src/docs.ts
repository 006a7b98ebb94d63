import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { BenchSpec } from './budgets'
import { budgetText, overBudget, valueText } from './figures'
import type { BenchRecord, FiguresFile } from './figures'
import { DOCS_PATH, FIGURES_PATH } from './files'

const START = '<!-- bench:figures:start -->'
const END = '<!-- bench:figures:end -->'

const code = (text: string) => `\`${text}\``

function benchSection(id: string, spec: BenchSpec, record: BenchRecord | undefined): string {
  const heading = `## ${spec.title}`
  if (!record) return `${heading}\n\nNot measured yet: run ${code(spec.script)}.`
  const rows = spec.figures.map((figure) => {
    const measured = record.figures[figure.name]
    const budget = budgetText(figure)
    const verdict =
      !measured || !budget ? '' : overBudget(figure, measured.value) ? ' (OVER)' : ' (within)'
    return `| ${figure.name} | ${measured ? valueText(figure, measured) : 'not measured'} | ${budget ? `${budget}${verdict}` : 'none'} |`
  })
  const uncommitted = record.uncommitted.length
    ? `\n\n**Measured with uncommitted changes** to ${record.uncommitted.map(code).join(', ')}: these figures are no commit's.`
    : ''
  return `${heading}

${code(spec.script)} (${code(id)}), measured ${record.measuredAt.slice(0, 10)} at commit ${code(record.commit.slice(0, 7))}, on ${record.measures.map(code).join(', ')}.${uncommitted}

| figure | value | budget |
|---|---|---|
${rows.join('\n')}

${record.notes.trim()}`
}

/** The generated part of docs/benchmarks.md: every bench of `benches`, in their order. */
export function figuresSection(
  benches: Readonly<Record<string, BenchSpec>>,
  recorded: FiguresFile,
) {
  const sections = Object.entries(benches).map(([id, spec]) => benchSection(id, spec, recorded[id]))
  return `${START}

<!-- Generated from ${FIGURES_PATH} and tooling/bench/src/budgets.ts by the benchmarks (pnpm bench:docs rewrites it): edits here are lost, and pnpm bench:check never reads them. -->

${sections.join('\n\n')}

${END}`
}

/** Rewrites the generated part of the document at `root` (appended when it has none). */
export function writeFiguresSection(
  root: string,
  benches: Readonly<Record<string, BenchSpec>>,
  recorded: FiguresFile,
) {
  const file = path.join(root, DOCS_PATH)
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const section = figuresSection(benches, recorded)
  const from = current.indexOf(START)
  const to = current.indexOf(END)
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + section + current.slice(to + END.length)
      : `${current.trimEnd()}\n\n${section}\n`
  writeFileSync(file, next)
}
