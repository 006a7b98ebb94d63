import { scores, splitIntoParts } from '../../lib/document-parts'

/** About a paragraph: long enough to carry a claim and its context, short enough to quote. */
export const PASSAGE_CHARS = 600
/** The passages of one page the model is given, at most (the contract allows five). */
const PER_PAGE = 3
/** Characters of passages the model is given in all. */
const TOTAL_CHARS = 9000

/** A heading or a caption alone is no passage: it goes with the paragraph after it. */
const SHORT = 160

/**
 * A page's text as passages: its paragraphs (one claim each is what a citation quotes), long
 * ones cut at sentences, short ones joined to the next.
 */
export function passagesOf(text: string): string[] {
  const passages: string[] = []
  let pending = ''
  for (const paragraph of text.split(/\n\s*\n/)) {
    const joined = pending ? `${pending}\n\n${paragraph.trim()}` : paragraph.trim()
    if (joined.length < SHORT) {
      pending = joined
      continue
    }
    pending = ''
    passages.push(...splitIntoParts(joined, PASSAGE_CHARS))
  }
  if (pending) passages.push(pending)
  return passages.map((passage) => passage.slice(0, 2000))
}

export interface ReadPage<T> {
  page: T
  text: string
}

/**
 * The best passages of each page for the question, best first: the pages' texts cut into
 * passages, scored together (a word rare across the pages weighs more). A page none of whose
 * passages match keeps its opening one. Pages keep their order; each
 * has its share of the budget.
 */
export function bestPassages<T>(pages: readonly ReadPage<T>[], question: string) {
  const cut = pages.map((page) => passagesOf(page.text))
  const all = cut.flat()
  const scored = scores(all, question)
  let offset = 0
  // Shared out between the pages: ten pages read get a passage each at least.
  const perPage = Math.max(PASSAGE_CHARS, TOTAL_CHARS / Math.max(1, pages.length))
  const chosen: { page: T; passages: string[] }[] = []
  cut.forEach((passages, index) => {
    const ranked = passages
      .map((text, at) => ({ text, at, score: scored[offset + at] ?? 0 }))
      .sort((a, b) => b.score - a.score || a.at - b.at)
    offset += passages.length
    const matching = ranked.filter((passage) => passage.score > 0)
    const picked = (matching.length > 0 ? matching : ranked.slice(0, 1)).slice(0, PER_PAGE)
    const within: string[] = []
    let budget = perPage
    for (const passage of picked) {
      if (passage.text.length > budget) break
      budget -= passage.text.length
      within.push(passage.text)
    }
    const page = pages[index]
    if (page && within.length > 0) chosen.push({ page: page.page, passages: within })
  })
  return chosen
}
