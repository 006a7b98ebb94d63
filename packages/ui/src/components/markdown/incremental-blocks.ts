import remend from 'remend'
import { parseMarkdownIntoBlocks } from 'streamdown'
import { createLruCache } from '../../lib/lru-cache'

type Split = (markdown: string) => string[]

/**
 * Splits a growing markdown answer into blocks without lexing the whole answer again on every
 * update. Blocks before the last one are finished: they are kept, and only the text after them
 * is split again as more arrives. A block counts as finished once its source is exactly the
 * text it came from (the lexer may tidy a block still being written, such as a list's last
 * line). Any change other than growth (another answer) splits from the start. One splitter
 * per message.
 *
 * Half-written markdown is completed for display (an open `**` closed, so it renders bold
 * rather than as stars) in that unfinished text only: completing the whole answer before
 * splitting it would go over all of it on every streamed frame.
 */
export function createIncrementalSplitter(
  split: Split = parseMarkdownIntoBlocks,
  complete: (markdown: string) => string = remend,
): Split {
  let text: string | undefined
  const finished: string[] = []
  let finishedLength = 0
  let blocks: string[] = []
  return (markdown) => {
    if (markdown === text) return blocks
    if (text === undefined || !markdown.startsWith(text)) {
      finished.length = 0
      finishedLength = 0
    }
    const tail = markdown.slice(finishedLength)
    const parts = split(complete(tail))
    blocks = [...finished, ...parts]
    // Every part but the last is finished, as far as it is the text it came from.
    let offset = 0
    for (const part of parts.slice(0, -1)) {
      if (!tail.startsWith(part, offset)) break
      finished.push(part)
      offset += part.length
    }
    finishedLength += offset
    text = markdown
    return blocks
  }
}

/** Finished messages' blocks by their text: scrolling back to one does not split it again. */
const finishedBlocks = createLruCache<string, string[]>(500)

/**
 * The blocks of a finished message (not streaming), from the cache when it was split before:
 * the list unmounts the messages scrolled away and mounts them again on the way back.
 */
export function cachedBlocks(markdown: string): string[] {
  const cached = finishedBlocks.get(markdown)
  if (cached) return cached
  const blocks = parseMarkdownIntoBlocks(remend(markdown))
  finishedBlocks.set(markdown, blocks)
  return blocks
}
