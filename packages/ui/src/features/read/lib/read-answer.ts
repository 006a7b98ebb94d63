/**
 * What the reader shows around an answer: the server's note when the document was read in
 * part (an HTML comment opening the answer: `<!-- amply:read parts="2,3" of="40" -->`), and
 * the parts the answer cites ("[Part 3]").
 */

const NOTE = /^<!-- amply:read parts="([\d,]*)" of="(\d+)" -->\s*/

export interface ReadCoverage {
  /** The parts the model read, in order. */
  parts: number[]
  total: number
}

export interface ReadAnswer {
  /** The answer without the note. */
  text: string
  coverage: ReadCoverage | null
  /** The parts cited, in order of first mention, each once. */
  cited: number[]
}

export function readAnswer(content: string, partCount: number): ReadAnswer {
  const note = NOTE.exec(content)
  const text = note ? content.slice(note[0].length) : content
  const coverage = note
    ? {
        parts: (note[1] ?? '').split(',').filter(Boolean).map(Number),
        total: Number(note[2]),
      }
    : null
  const cited: number[] = []
  for (const match of text.matchAll(/\[Parts? (\d+(?:\s*(?:,|and|-|–)\s*\d+)*)\]/gi)) {
    for (const n of (match[1] ?? '').match(/\d+/g) ?? []) {
      const part = Number(n)
      if (part >= 1 && part <= partCount && !cited.includes(part)) cited.push(part)
    }
  }
  return { text, coverage, cited }
}

/** Part numbers as short ranges: [1, 2, 3, 7] → "1–3, 7". */
export function partRanges(parts: readonly number[]): string {
  const ranges: string[] = []
  let start: number | null = null
  let previous: number | null = null
  const close = () => {
    if (start === null || previous === null) return
    ranges.push(start === previous ? String(start) : `${String(start)}–${String(previous)}`)
  }
  for (const part of [...parts].sort((a, b) => a - b)) {
    if (previous !== null && part === previous + 1) {
      previous = part
      continue
    }
    close()
    start = part
    previous = part
  }
  close()
  return ranges.join(', ')
}
