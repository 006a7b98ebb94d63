import remend from 'remend'
import { parseMarkdownIntoBlocks } from 'streamdown'
import { describe, expect, it } from 'vitest'
import { cachedBlocks, createIncrementalSplitter } from './incremental-blocks'
import type { Part } from './incremental-blocks'
import { longAnswer } from './long-answer.fixture'

const blocksOf = (parts: readonly Part[]) => parts.flatMap((part) => part.blocks)

/** The answer in pieces of a few characters, as a stream brings it. */
function pieces(text: string, size: number): string[] {
  const out: string[] = []
  for (let i = 0; i < text.length; i += size) out.push(text.slice(0, i + size))
  return out
}

describe('incremental block splitting', () => {
  it('ends with the same blocks as splitting the whole answer at once', () => {
    const split = createIncrementalSplitter(3)
    let blocks: string[] = []
    for (const prefix of pieces(longAnswer, 7)) blocks = blocksOf(split(prefix))
    expect(blocks.join('')).toBe(longAnswer)
    expect(blocks).toEqual(parseMarkdownIntoBlocks(longAnswer))
  })

  it('lexes only the last block and what arrived, not the whole answer', () => {
    const lexed: number[] = []
    const split = createIncrementalSplitter(3, (markdown) => {
      lexed.push(markdown.length)
      return parseMarkdownIntoBlocks(markdown)
    })
    const all = pieces(longAnswer, 7)
    for (const prefix of all) split(prefix)
    const longestBlock = Math.max(...parseMarkdownIntoBlocks(longAnswer).map((b) => b.length))
    // Never more than one block (and a piece) at a time, though the answer keeps growing.
    expect(Math.max(...lexed.slice(1))).toBeLessThanOrEqual(longestBlock + 7)
    expect(longAnswer.length).toBeGreaterThan(longestBlock * 4)
  })

  it('splits from the start when the text is replaced rather than grown', () => {
    const split = createIncrementalSplitter()
    split('# One\n\nFirst paragraph.\n\nSecond.\n\nThird.\n\n')
    expect(split('Another answer.')).toEqual([
      { text: 'Another answer.', blocks: ['Another answer.'] },
    ])
  })
})

describe('parts of finished blocks', () => {
  it('keeps each finished part as the same object, with the blocks it was made of', () => {
    const split = createIncrementalSplitter(3)
    const seen: Part[] = []
    let parts: readonly Part[] = []
    for (const prefix of pieces(longAnswer, 7)) {
      parts = split(prefix)
      // Every part before the last is finished: the one seen before, or a new one of 3 blocks.
      parts.slice(0, -1).forEach((part, index) => {
        seen[index] ??= part
        expect(part).toBe(seen[index])
        expect(part.blocks).toHaveLength(3)
        expect(part.text).toBe(part.blocks.join(''))
      })
      expect(parts.at(-1)?.blocks.length).toBeLessThanOrEqual(3 + 1)
    }
    expect(seen.length).toBeGreaterThanOrEqual(3)
    expect(parts.map((part) => part.text).join('')).toBe(longAnswer)
  })
})

describe('completing half-written markdown in the unfinished text only', () => {
  it('completes the block being written as completing the whole answer would', () => {
    const split = createIncrementalSplitter(3)
    for (const prefix of pieces(longAnswer, 7)) {
      expect(blocksOf(split(prefix))).toEqual(parseMarkdownIntoBlocks(remend(prefix)))
    }
  })

  it('closes an open emphasis of the block being written', () => {
    const split = createIncrementalSplitter()
    expect(split('# Title\n\nSo **bol').at(-1)?.blocks.at(-1)).toBe('So **bol**')
  })

  it('never completes the finished blocks again', () => {
    const completed: string[] = []
    const split = createIncrementalSplitter(3, parseMarkdownIntoBlocks, (text) => {
      completed.push(text)
      return remend(text)
    })
    for (const prefix of pieces(longAnswer, 7)) split(prefix)
    const longestBlock = Math.max(...parseMarkdownIntoBlocks(longAnswer).map((b) => b.length))
    expect(Math.max(...completed.map((text) => text.length))).toBeLessThanOrEqual(longestBlock + 7)
  })
})

describe("a finished message's blocks", () => {
  it('are split once and then found by the text', () => {
    const text = `# A message ${String(Math.random())}\n\nWith **two** blocks.`
    const first = cachedBlocks(text)
    expect(first).toEqual(parseMarkdownIntoBlocks(text))
    expect(cachedBlocks('So **bold')).toEqual(['So **bold**'])
    expect(cachedBlocks(text)).toBe(first)
    expect(cachedBlocks(`${text} More.`)).not.toBe(first)
  })
})
