import { describe, expect, it } from 'vitest'
import { partRanges, readAnswer } from './read-answer'

describe('a read answer', () => {
  it('takes the note off and says which parts were read', () => {
    const answer = readAnswer(
      '<!-- amply:read parts="1,2,3,9" of="40" -->\n\nIt is Ada [Part 9].',
      40,
    )
    expect(answer).toEqual({
      text: 'It is Ada [Part 9].',
      coverage: { parts: [1, 2, 3, 9], total: 40 },
      cited: [9],
    })
  })

  it('has no note when the document was read whole', () => {
    expect(readAnswer('All of it [Part 1]', 1).coverage).toBeNull()
  })

  it('lists each cited part once, in order, and only parts the document has', () => {
    expect(readAnswer('A [Part 3], B [Parts 1, 2], C [Part 3] and [part 99].', 5).cited).toEqual([
      3, 1, 2,
    ])
  })

  it('writes part numbers as ranges', () => {
    expect(partRanges([7, 1, 2, 3, 9, 10])).toBe('1–3, 7, 9–10')
    expect(partRanges([])).toBe('')
  })
})
