import type { Conversation } from '@amply/api/entities/chat'
import { describe, expect, it } from 'vitest'
import { dateGroupOf, groupByDate } from './date-groups'

const now = new Date(2025, 5, 15, 10, 0)
const at = (month: number, day: number, hour = 9) => new Date(2025, month, day, hour)

describe('history date groups', () => {
  it('puts a conversation under Today, Yesterday, the previous 7 or 30 days, or its month', () => {
    expect(dateGroupOf(at(5, 15, 0), now)).toEqual({ kind: 'today' })
    expect(dateGroupOf(at(5, 14, 23), now)).toEqual({ kind: 'yesterday' })
    expect(dateGroupOf(at(5, 8), now)).toEqual({ kind: 'previous7' })
    expect(dateGroupOf(at(5, 7), now)).toEqual({ kind: 'previous30' })
    expect(dateGroupOf(at(4, 16), now)).toEqual({ kind: 'previous30' })
    expect(dateGroupOf(at(4, 1), now)).toEqual({ kind: 'month', year: 2025, month: 4 })
  })

  it('groups a newest-first list in order', () => {
    const conversation = (id: string, date: Date): Conversation => ({
      session_id: id,
      title: id,
      tool: 'chat',
      model_id: null,
      imported_from: null,
      message_count: 2,
      created_at: date.toISOString(),
      updated_at: date.toISOString(),
    })
    const groups = groupByDate(
      [
        conversation('a', at(5, 15)),
        conversation('b', at(5, 15, 1)),
        conversation('c', at(5, 14)),
        conversation('d', at(3, 2)),
      ],
      now,
    )
    expect(groups.map((g) => [g.key, g.items.map((c) => c.session_id)])).toEqual([
      ['today', ['a', 'b']],
      ['yesterday', ['c']],
      ['2025-3', ['d']],
    ])
  })
})
