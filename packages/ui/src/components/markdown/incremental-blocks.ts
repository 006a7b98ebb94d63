import { parseMarkdownIntoBlocks } from 'streamdown'

type Split = (markdown: string) => string[]

/**
 * Splits a growing markdown answer into blocks without lexing the whole answer again on every
 * update. Blocks before the last one are finished: they are kept, and only the text after them
 * is split again as more arrives. A block counts as finished once its source is exactly the
 * text it came from (the lexer may tidy a block still being written, such as a list's last
 * line). Any change other than growth (another answer) splits from the start. One splitter
 * per message.
 */
export function createIncrementalSplitter(split: Split = parseMarkdownIntoBlocks): Split {
  let text = ''
  let finished: string[] = []
  let finishedLength = 0
  let blocks: string[] = []
  return (markdown) => {
    if (markdown === text) return blocks
    if (!markdown.startsWith(text)) {
      finished = []
      finishedLength = 0
    }
    const tail = markdown.slice(finishedLength)
    const parts = split(tail)
    blocks = [...finished, ...parts]
    // Every part but the last is finished, as far as it is the text it came from.
    let offset = 0
    for (const part of parts.slice(0, -1)) {
      if (!tail.startsWith(part, offset)) break
      finished = [...finished, part]
      offset += part.length
    }
    finishedLength += offset
    text = markdown
    return blocks
  }
}
