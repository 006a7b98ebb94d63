/**
 * Documents as numbered parts: what the reader cites ("[Part 3]"), and what lets a document
 * longer than the model's context be read honestly: the parts that fit are chosen (the first
 * ones for a summary, the ones matching the question otherwise) and the answer says which.
 */

/** About a paragraph or two: small enough to cite, large enough to carry context. */
export const PART_CHARS = 1500
/** A conservative count of characters per token (English prose is nearer four). */
const CHARS_PER_TOKEN = 3
/** Tokens kept for the instructions, the conversation and the answer. */
const RESERVED_TOKENS = 6000

/** The text split into parts of about `PART_CHARS`, at paragraph, then sentence, then space. */
export function splitIntoParts(text: string, target = PART_CHARS): string[] {
  const pieces: string[] = []
  for (const paragraph of text.split(/\n\s*\n/)) {
    let rest = paragraph.trim()
    while (rest.length > target) {
      const window = rest.slice(0, target)
      const cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('\n'))
      const at =
        cut > target / 2 ? cut + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : target
      pieces.push(rest.slice(0, at).trim())
      rest = rest.slice(at).trim()
    }
    if (rest) pieces.push(rest)
  }
  // Short paragraphs are joined up to the target, so a part is rarely one line.
  const parts: string[] = []
  for (const piece of pieces) {
    const last = parts.at(-1)
    if (last !== undefined && last.length + piece.length + 2 <= target) {
      parts[parts.length - 1] = `${last}\n\n${piece}`
    } else parts.push(piece)
  }
  return parts
}

/** How many characters of documents a model with this context can read with a question. */
export function documentBudget(contextTokens: number): number {
  return Math.max(PART_CHARS, (contextTokens - RESERVED_TOKENS) * CHARS_PER_TOKEN)
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []

/** How well each part matches the question: its words, rarer ones (across parts) weighing more. */
export function scores(parts: readonly string[], question: string): number[] {
  const asked = new Set(words(question))
  const partWords = parts.map((part) => new Set(words(part)))
  const weight = new Map<string, number>()
  for (const word of asked) {
    const holding = partWords.filter((set) => set.has(word)).length
    if (holding > 0) weight.set(word, Math.log(1 + parts.length / holding))
  }
  return partWords.map((set) => [...weight].reduce((sum, [w, v]) => sum + (set.has(w) ? v : 0), 0))
}

export interface DocumentPart {
  /** 1-based, as the model and the reader cite it. */
  n: number
  text: string
}

export interface PartSelection {
  parts: DocumentPart[]
  total: number
  /** Some parts were left out (the document does not fit the model's context). */
  partial: boolean
}

/**
 * The parts to send: all when they fit `budget` characters; otherwise, for a summary the first
 * ones, for a question the best matches (in document order), as many as fit.
 */
export function selectParts(
  parts: readonly string[],
  budget: number,
  question: string | null,
): PartSelection {
  const numbered = parts.map((text, index) => ({ n: index + 1, text }))
  const size = numbered.reduce((sum, part) => sum + part.text.length, 0)
  if (size <= budget) return { parts: numbered, total: parts.length, partial: false }
  const byScore = question ? scores(parts, question) : null
  const order = byScore
    ? [...numbered].sort((a, b) => (byScore[b.n - 1] ?? 0) - (byScore[a.n - 1] ?? 0) || a.n - b.n)
    : numbered
  const chosen: DocumentPart[] = []
  let used = 0
  for (const part of order) {
    if (used + part.text.length > budget) {
      if (!byScore) break
      continue
    }
    chosen.push(part)
    used += part.text.length
  }
  chosen.sort((a, b) => a.n - b.n)
  return { parts: chosen, total: parts.length, partial: true }
}

/** The part that best matches the question (the offline demo's citation). */
export function bestPart(parts: readonly DocumentPart[], question: string): DocumentPart | null {
  if (parts.length === 0) return null
  const found = scores(
    parts.map((part) => part.text),
    question,
  )
  let best = 0
  found.forEach((score, index) => {
    if (score > (found[best] ?? 0)) best = index
  })
  return parts[best] ?? null
}

/**
 * The note that opens an answer read from part of a document: an HTML comment, so a renderer
 * shows nothing of it, which the reader page turns into a sentence in the interface language.
 * It is part of the stored answer, so the history keeps it too.
 */
export const readNote = (selection: PartSelection) =>
  `<!-- amply:read parts="${selection.parts.map((part) => part.n).join(',')}" of="${String(selection.total)}" -->\n\n`
