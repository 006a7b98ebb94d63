/**
 * A measured figure and its budget, as a benchmark records it next to its prose in
 * docs/benchmarks.md so that `pnpm bench:check` can read it back.
 */
export interface Figure {
  /** What was measured, e.g. `relay overhead p50`. */
  name: string
  value: number
  unit: string
  /** The figure must stay at or below this (a size, a time). */
  max?: number
  /** The figure must stay at or above this (a score). */
  min?: number
}

const MARKER = 'bench:figures'

/** The line that carries a section's figures inside the document (an HTML comment). */
export const figuresLine = (figures: Figure[]) => `<!-- ${MARKER} ${JSON.stringify(figures)} -->`

export interface RecordedFigure extends Figure {
  /** The id of the section that recorded it. */
  section: string
}

/** Every figure recorded in the document, with the id of its section. */
export function readFigures(document: string): RecordedFigure[] {
  const found: RecordedFigure[] = []
  const sections = /<!-- bench:([\w-]+):start -->([\s\S]*?)<!-- bench:\1:end -->/g
  for (const [, section = '', body = ''] of document.matchAll(sections)) {
    for (const [, json = '[]'] of body.matchAll(/<!-- bench:figures (\[.*?\]) -->/g)) {
      for (const figure of JSON.parse(json) as Figure[]) found.push({ ...figure, section })
    }
  }
  return found
}

/** Whether a figure breaks its budget; one without a budget never does. */
export const overBudget = (figure: Figure): boolean =>
  (figure.max !== undefined && figure.value > figure.max) ||
  (figure.min !== undefined && figure.value < figure.min)

/** The budget as people read it: `≤ 5 ms`, `≥ 95`, or nothing. */
export function budgetText(figure: Figure): string {
  const unit = figure.unit ? ` ${figure.unit}` : ''
  if (figure.max !== undefined && figure.min !== undefined)
    return `${String(figure.min)}–${String(figure.max)}${unit}`
  if (figure.max !== undefined) return `≤ ${String(figure.max)}${unit}`
  if (figure.min !== undefined) return `≥ ${String(figure.min)}${unit}`
  return ''
}
