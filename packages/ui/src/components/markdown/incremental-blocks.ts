import remend from 'remend'
import { parseMarkdownIntoBlocks } from 'streamdown'
import { createLruCache } from '../../lib/lru-cache'

type Split = (markdown: string) => string[]

/** Consecutive blocks of an answer, drawn together: `text` is what they show, joined. */
export interface Part {
  readonly text: string
  readonly blocks: string[]
}

/** Blocks per finished part: a streamed frame redraws only the part being written. */
export const PART_SIZE = 64

const partOf = (blocks: string[]): Part => ({ text: blocks.join(''), blocks })

/**
 * Splits a growing markdown answer into blocks without lexing the whole answer again on every
 * update, and groups them into parts of `partSize` blocks. Blocks before the last one are
 * finished: they are kept, and only the text after them is split again as more arrives. A
 * block counts as finished once its source is exactly the text it came from (the lexer may
 * tidy a block still being written, such as a list's last line). A part of finished blocks is
 * the same object from then on, so the renderer skips it; only the last part, holding the
 * block being written, is new on each update. Any change other than growth (another answer)
 * splits from the start. One splitter per message.
 *
 * Half-written markdown is completed for display (an open `**` closed, so it renders bold
 * rather than as stars) in that unfinished text only: completing the whole answer before
 * splitting it would go over all of it on every streamed frame.
 */
export function createIncrementalSplitter(
  partSize = PART_SIZE,
  split: Split = parseMarkdownIntoBlocks,
  complete: (markdown: string) => string = remend,
): (markdown: string) => readonly Part[] {
  let text: string | undefined
  const finishedParts: Part[] = []
  // Finished blocks not yet making a whole part.
  let pending: string[] = []
  let finishedLength = 0
  let parts: readonly Part[] = []
  return (markdown) => {
    if (markdown === text) return parts
    if (text === undefined || !markdown.startsWith(text)) {
      finishedParts.length = 0
      pending = []
      finishedLength = 0
    }
    const tail = markdown.slice(finishedLength)
    const pieces = split(complete(tail))
    // Every piece but the last is finished, as far as it is the text it came from.
    let finished = 0
    let offset = 0
    for (const piece of pieces.slice(0, -1)) {
      if (!tail.startsWith(piece, offset)) break
      pending.push(piece)
      offset += piece.length
      finished += 1
    }
    finishedLength += offset
    while (pending.length >= partSize) finishedParts.push(partOf(pending.splice(0, partSize)))
    parts = [...finishedParts, partOf([...pending, ...pieces.slice(finished)])]
    text = markdown
    return parts
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
