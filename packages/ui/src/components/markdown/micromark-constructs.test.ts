import { micromark, parse } from 'micromark'
import { describe, expect, it } from 'vitest'

// patches/micromark@4.0.3.patch: the markdown parser combines its constructs once per list of
// extensions, where it did for every document (the chat parses an answer's last block on every
// streamed frame).

/** An extension adding nothing: its lists tell the combinations apart. */
const nothing = {}

describe('micromark (patched): constructs combined once per list of extensions', () => {
  it('gives every parse with the same list the same constructs, another list its own', () => {
    const extensions = [nothing]
    const first = parse({ extensions }).constructs
    expect(parse({ extensions }).constructs).toBe(first)
    expect(parse({ extensions: [nothing] }).constructs).not.toBe(first)
    expect(parse({ extensions: [] }).constructs).not.toBe(first)
  })

  it('still parses with them, document after document', () => {
    const extensions = [nothing]
    for (const text of ['# Title', '*one* and **two**', '# Title']) {
      expect(micromark(text, { extensions })).toBe(micromark(text))
    }
  })
})
