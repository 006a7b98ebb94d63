/** Words as the paragraph cap counts them: runs of non-space characters. */
export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0
}
