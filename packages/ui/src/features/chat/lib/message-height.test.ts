import type { ChatMessage } from '@amply/api/entities/chat'
import { exampleMessage } from '@amply/api/test/fixtures'
import { describe, expect, it } from 'vitest'
import { estimateMessageHeight } from './message-height'

const message = (role: ChatMessage['role'], content: string) =>
  exampleMessage({ chat_id: 'm', role, content })

describe('a message height before it is drawn', () => {
  it('grows with the lines the text wraps to', () => {
    const short = estimateMessageHeight(message('assistant', 'Yes.'))
    const long = estimateMessageHeight(message('assistant', 'word '.repeat(100)))
    const twoParagraphs = estimateMessageHeight(message('assistant', 'One.\n\nTwo.'))
    expect(long).toBeGreaterThan(short)
    expect(twoParagraphs).toBeGreaterThan(short)
  })

  it('counts a code block frame once per block, and a bubble for a question', () => {
    const code = '```ts\nconst a = 1\n```'
    const plain = 'x\ny\nz'
    expect(estimateMessageHeight(message('assistant', code))).toBeGreaterThan(
      estimateMessageHeight(message('assistant', plain)),
    )
    expect(estimateMessageHeight(message('user', 'Hi'))).toBeGreaterThan(
      estimateMessageHeight(message('assistant', 'Hi')),
    )
  })

  it("counts the line that names an answer's model", () => {
    const named = exampleMessage({ role: 'assistant', content: 'Hi', model: 'gpt-4o-mini' })
    expect(estimateMessageHeight(named)).toBe(
      estimateMessageHeight(message('assistant', 'Hi')) + 20,
    )
  })
})
