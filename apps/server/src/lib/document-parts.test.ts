import { describe, expect, it } from 'vitest'
import { bestPart, documentBudget, readNote, selectParts, splitIntoParts } from './document-parts'

const paragraph = (topic: string, n: number) =>
  `${topic} paragraph ${String(n)}. ${'Words about it go on for a while. '.repeat(8)}`.trim()

describe('documents in parts', () => {
  it('splits at paragraphs, joins short ones, and keeps every word', () => {
    const text = [paragraph('Otters', 1), 'Short line.', paragraph('Harbours', 2)].join('\n\n')
    const parts = splitIntoParts(text, 400)
    expect(parts.length).toBeGreaterThan(1)
    expect(parts.every((part) => part.length <= 400)).toBe(true)
    expect(parts.join(' ').split(/\s+/)).toEqual(text.split(/\s+/))
  })

  it('cuts a paragraph longer than a part at a sentence', () => {
    const parts = splitIntoParts('One sentence here. '.repeat(100), 300)
    expect(parts.every((part) => part.endsWith('.'))).toBe(true)
    expect(parts.every((part) => part.length <= 300)).toBe(true)
  })

  it('sends every part when they fit', () => {
    expect(selectParts(['a', 'b'], 10, 'question')).toEqual({
      parts: [
        { n: 1, text: 'a' },
        { n: 2, text: 'b' },
      ],
      total: 2,
      partial: false,
    })
  })

  it('reads the first parts for a summary and the best matches for a question, in order', () => {
    const parts = ['Otters hold hands.', 'Harbours are busy.', 'Lighthouses guide ships.']
    const summary = selectParts(parts, 40, null)
    expect(summary.parts.map((p) => p.n)).toEqual([1, 2])
    expect(summary).toMatchObject({ total: 3, partial: true })
    const question = selectParts(parts, 45, 'What guides ships near busy harbours?')
    expect(question.parts.map((p) => p.n)).toEqual([2, 3])
    expect(readNote(question)).toBe('<!-- amply:read parts="2,3" of="3" -->\n\n')
  })

  it("leaves room for the conversation and answer in the model's context", () => {
    expect(documentBudget(32_000)).toBe(78_000)
    expect(documentBudget(2000)).toBeGreaterThan(0)
  })

  it('finds the part that best matches a question', () => {
    const parts = [
      { n: 1, text: 'Otters hold hands.' },
      { n: 4, text: 'The lighthouse keeper is called Ada.' },
    ]
    expect(bestPart(parts, 'Who keeps the lighthouse?')?.n).toBe(4)
    expect(bestPart([], 'x')).toBeNull()
  })
})
