import type { ChatMessage } from '@amply/api/entities/chat'
import { describe, expect, it } from 'vitest'
import {
  activeBranch,
  addMessage,
  emptyTree,
  rekeyMessage,
  selectBranch,
  siblingsOf,
  treeFromMessages,
  updateMessage,
} from './conversation-tree'
import { chatMessage } from '../test/fixtures'

function message(chat_id: string, parent_id: string | null, content = chat_id): ChatMessage {
  return chatMessage({
    chat_id,
    parent_id,
    role: chat_id.startsWith('q') ? 'user' : 'assistant',
    content,
  })
}

const ids = (messages: ChatMessage[]) => messages.map((m) => m.chat_id)

/** q1 → a1 → q2 → a2 */
const conversation = treeFromMessages([
  message('q1', null),
  message('a1', 'q1'),
  message('q2', 'a1'),
  message('a2', 'q2'),
])

describe('conversation tree (parent_id branches)', () => {
  it('shows the active branch from the first question to the leaf', () => {
    expect(ids(activeBranch(conversation))).toEqual(['q1', 'a1', 'q2', 'a2'])
    expect(activeBranch(emptyTree)).toEqual([])
  })

  it('editing a question adds a sibling question: a new branch that becomes active', () => {
    const edited = addMessage(addMessage(conversation, message('q2b', 'a1')), message('a2b', 'q2b'))
    expect(ids(activeBranch(edited))).toEqual(['q1', 'a1', 'q2b', 'a2b'])
    expect(siblingsOf(edited, 'q2b')).toEqual({ ids: ['q2', 'q2b'], index: 1 })
  })

  it('regenerating adds a sibling answer', () => {
    const regenerated = addMessage(conversation, message('a2b', 'q2'))
    expect(ids(activeBranch(regenerated))).toEqual(['q1', 'a1', 'q2', 'a2b'])
    expect(siblingsOf(regenerated, 'a2').ids).toEqual(['a2', 'a2b'])
  })

  it('each node remembers its active child when switching between branches', () => {
    let tree = addMessage(conversation, message('q2b', 'a1'))
    tree = addMessage(tree, message('a2b', 'q2b'))
    tree = addMessage(tree, message('a2c', 'q2b'))
    tree = selectBranch(tree, 'q2')
    expect(ids(activeBranch(tree))).toEqual(['q1', 'a1', 'q2', 'a2'])
    tree = selectBranch(tree, 'q2b')
    // Back on the edited question, its last chosen answer (a2c) is still the active one.
    expect(ids(activeBranch(tree))).toEqual(['q1', 'a1', 'q2b', 'a2c'])
  })

  it('re-keys a temporary id to the server id, keeping its place and its children', () => {
    let tree = addMessage(conversation, message('tmp-q', 'a2'))
    tree = addMessage(tree, message('tmp-a', 'tmp-q'))
    tree = rekeyMessage(tree, 'tmp-q', 'q3')
    tree = rekeyMessage(tree, 'tmp-a', 'a3')
    expect(ids(activeBranch(tree))).toEqual(['q1', 'a1', 'q2', 'a2', 'q3', 'a3'])
    expect(tree.messages.a3?.parent_id).toBe('q3')
    expect(tree.messages['tmp-q']).toBeUndefined()
    expect(siblingsOf(tree, 'q3')).toEqual({ ids: ['q3'], index: 0 })
  })

  it('updates a message without touching the others', () => {
    const tree = updateMessage(conversation, 'a2', (m) => ({ content: `${m.content}!` }))
    expect(tree.messages.a2?.content).toBe('a2!')
    expect(tree.messages.q2).toBe(conversation.messages.q2)
    expect(conversation.messages.a2?.content).toBe('a2')
  })

  it('builds a stored conversation as adding its messages one by one would', () => {
    const stored = [
      message('q1', null),
      message('a1', 'q1'),
      message('a1b', 'q1'),
      message('q2', 'a1b'),
      message('q2b', 'a1b'),
      message('a2', 'q2b'),
    ]
    const tree = treeFromMessages(stored)
    expect(tree).toEqual(stored.reduce(addMessage, emptyTree))
    expect(ids(activeBranch(tree))).toEqual(['q1', 'a1b', 'q2b', 'a2'])
  })

  it('stops on a malformed tree whose parents loop', () => {
    const looped = treeFromMessages([message('q1', null), message('a1', 'q1')])
    const broken = { ...looped, active: { ...looped.active, a1: 'q1' } }
    expect(ids(activeBranch(broken))).toEqual(['q1', 'a1'])
  })
})
