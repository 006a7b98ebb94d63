import { describe, expect, it } from 'vitest'
import { readScroll } from './scroll-reading'

/** A view 500 px high over 5,000 px of content, at its end, unchanged since the last event. */
const atEnd = { top: 4500, height: 5000, viewHeight: 500, lastTop: 4500, lowestHeight: Infinity }

describe('readScroll', () => {
  it('reads a view at the end, or within 48 px of it, as at the end', () => {
    expect(readScroll(atEnd)).toBe('end')
    expect(readScroll({ ...atEnd, top: 4452 })).toBe('end')
    expect(readScroll({ ...atEnd, top: 4451 })).not.toBe('end')
  })

  it("reads a move up as the reader's, while the content grows too", () => {
    expect(readScroll({ ...atEnd, top: 4000 })).toBe('up')
    expect(readScroll({ ...atEnd, top: 4000, height: 5600, lowestHeight: 5300 })).toBe('up')
  })

  it('reads a move down short of the end, or no move, as neither', () => {
    expect(readScroll({ ...atEnd, top: 4200, lastTop: 4000 })).toBe('neither')
    expect(readScroll({ ...atEnd, top: 4000, lastTop: 4000 })).toBe('neither')
  })

  it('reads the view pulled up to the end of shorter content as no move of the reader', () => {
    // The content was 3,000 px for a frame (the view pulled to its end at 2,500), and is 3,056
    // px again when the event is read: 56 px from the end, moved up, but not by the reader.
    const pulled = { ...atEnd, top: 2500, height: 3056, lowestHeight: 3000 }
    expect(readScroll(pulled)).toBe('neither')
    // Short of that end, the reader moved it.
    expect(readScroll({ ...pulled, top: 2400 })).toBe('up')
  })
})
