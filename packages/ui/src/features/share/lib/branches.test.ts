import { exampleMessage } from '@amply/api/test/fixtures'
import { describe, expect, it } from 'vitest'
import { branchesOf, defaultBranch } from './branches'

const message = (chat_id: string, parent_id: string | null, content: string) =>
  exampleMessage({
    chat_id,
    parent_id,
    role: chat_id.startsWith('q') ? 'user' : 'assistant',
    content,
  })

// q1 → a1 → q2 → a2, a regenerated answer a1b to q1, and an edited question q1b → a3.
const conversation = [
  message('q1', null, 'Plan a trip'),
  message('a1', 'q1', 'Go to Rome'),
  message('q2', 'a1', 'And food?'),
  message('a2', 'q2', 'Pasta'),
  message('a1b', 'q1', 'Go to Lisbon'),
  message('q1b', null, 'Plan a cheap trip'),
  message('a3', 'q1b', 'Stay home'),
]

describe('branches of a conversation', () => {
  it('finds one branch per last message, each from the first question, with its last words', () => {
    const branches = branchesOf(conversation)
    expect(branches.map((b) => b.messages.map((m) => m.chat_id))).toEqual([
      ['q1', 'a1', 'q2', 'a2'],
      ['q1', 'a1b'],
      ['q1b', 'a3'],
    ])
    expect(branches[1]).toMatchObject({ question: 'Plan a trip', answer: 'Go to Lisbon' })
  })

  it("numbers each branch by the chat's version counters where it turns", () => {
    expect(branchesOf(conversation).map((b) => b.versions)).toEqual([
      [
        { index: 1, count: 2 },
        { index: 1, count: 2 },
      ],
      [
        { index: 1, count: 2 },
        { index: 2, count: 2 },
      ],
      [{ index: 2, count: 2 }],
    ])
    expect(branchesOf([message('q1', null, 'Hello')])[0]?.versions).toEqual([])
  })

  it('keeps a question still without an answer as its own branch', () => {
    const branches = branchesOf([message('q1', null, 'Hello')])
    expect(branches).toEqual([
      expect.objectContaining({ leafId: 'q1', question: 'Hello', answer: null }),
    ])
  })

  it('offers the branch on screen first, else the one the chat opens on', () => {
    const branches = branchesOf(conversation)
    expect(defaultBranch(conversation, branches, 'a1b')?.leafId).toBe('a1b')
    // The chat opens the newest child at every step: the edited question's branch.
    expect(defaultBranch(conversation, branches)?.leafId).toBe('a3')
    expect(defaultBranch(conversation, branches, 'q2')?.leafId).toBe('a3')
    expect(defaultBranch([], [])).toBeNull()
  })
})
