/**
 * Answers of the kinds a model writes, for the chat's gallery screens and its streaming bench
 * (the demo provider of a test server answers `[demo:echo]` questions with them verbatim).
 */

/** One section: a heading, prose, a list, code, a table and maths. */
const section = (n: number) => `## Part ${String(n)}: sorting, compared

Here is how the classic sorts compare, with **code**, a table and the maths behind them.

1. Split the list in half.
2. Sort each half, then merge the two halves.

\`\`\`ts
export function mergeSort(items: number[]): number[] {
  if (items.length < 2) return items
  const middle = Math.floor(items.length / 2)
  return merge(mergeSort(items.slice(0, middle)), mergeSort(items.slice(middle)))
}
\`\`\`

| Algorithm | Best | Worst | Stable |
| --- | --- | --- | --- |
| Merge sort | $n \\log n$ | $n \\log n$ | yes |
| Quick sort | $n \\log n$ | $n^2$ | no |
| Insertion sort | $n$ | $n^2$ | yes |

$$
T(n) = 2T\\left(\\frac{n}{2}\\right) + n = O(n \\log n)
$$

> Merge sort always splits evenly, so its worst case is its best case.

`

const diagram = `\`\`\`mermaid
flowchart LR
  A[Unsorted list] --> B{Two items or more?}
  B -- yes --> C[Split and sort each half]
  C --> D[Merge]
  B -- no --> E[Done]
  D --> E
\`\`\`
`

/** A long answer with code, a table, maths and a diagram: what the gallery shows. */
export const richAnswer = `# Sorting, compared\n\n${section(1)}${diagram}`

/** Pieces the demo streams one by one (a word and its following space: about a token each). */
export const pieceCount = (text: string) => (text.match(/\S+\s*/g) ?? []).length

/** A markdown answer of at least `pieces` streamed pieces, section after section. */
export function longMarkdownAnswer(pieces: number): string {
  const one = section(1)
  const sections = Math.ceil(pieces / pieceCount(one))
  return Array.from({ length: sections }, (_, i) => section(i + 1)).join('')
}
