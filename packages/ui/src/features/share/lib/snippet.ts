/**
 * A message's first words as plain text, for a one-line summary: markdown marks, code fences
 * and runs of spaces left out, cut at `max` characters (on a word's end when it can).
 */
export function snippet(text: string, max = 140): string {
  const plain = text
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/[#>*_`~|]+/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  // End on a whole word when one ends in the second half.
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
