import { describe, expect, it } from 'vitest'
import { createRowKeys } from './row-keys'

describe('createRowKeys', () => {
  it('keys rows by their ids, the same array while the ids are the same', () => {
    const rowKeys = createRowKeys()
    const first = rowKeys(['q1', 'a1'])
    expect(first).toEqual(['q1', 'a1'])
    expect(rowKeys(['q1', 'a1'])).toBe(first)
    expect(rowKeys(['q1', 'a1', 'q2'])).toEqual(['q1', 'a1', 'q2'])
  })

  it('keeps the key of a question and its answer when the server names them', () => {
    const rowKeys = createRowKeys()
    rowKeys(['q1', 'a1', 'local-1', 'local-2'])
    expect(rowKeys(['q1', 'a1', 'q2', 'local-2'])).toEqual(['q1', 'a1', 'local-1', 'local-2'])
    expect(rowKeys(['q1', 'a1', 'q2', 'a2'])).toEqual(['q1', 'a1', 'local-1', 'local-2'])
    // The names stay with those messages: a new chat of them, or another branch, and back.
    expect(rowKeys(['q2', 'a2'])).toEqual(['local-1', 'local-2'])
  })

  it('gives another message in a place its own key (a switched branch is other rows)', () => {
    const rowKeys = createRowKeys()
    rowKeys(['q1', 'a1'])
    expect(rowKeys(['q1', 'a1-version-2'])).toEqual(['q1', 'a1-version-2'])
  })
})
