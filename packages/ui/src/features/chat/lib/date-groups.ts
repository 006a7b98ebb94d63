import type { Conversation } from '@amply/api/entities/chat'

export type DateGroup =
  | { kind: 'today' | 'yesterday' | 'previous7' | 'previous30' }
  | { kind: 'month'; year: number; month: number }

const DAY = 24 * 60 * 60 * 1000

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()

/** Which heading a conversation last touched at `at` falls under, seen from `now` (local days). */
export function dateGroupOf(at: Date, now: Date): DateGroup {
  const days = Math.round((startOfDay(now) - startOfDay(at)) / DAY)
  if (days <= 0) return { kind: 'today' }
  if (days === 1) return { kind: 'yesterday' }
  if (days <= 7) return { kind: 'previous7' }
  if (days <= 30) return { kind: 'previous30' }
  return { kind: 'month', year: at.getFullYear(), month: at.getMonth() }
}

const groupKey = (group: DateGroup) =>
  group.kind === 'month' ? `${group.year}-${group.month}` : group.kind

/** Conversations (newest first) under their date headings, in order. */
export function groupByDate(conversations: readonly Conversation[], now: Date) {
  const groups: { key: string; group: DateGroup; items: Conversation[] }[] = []
  for (const conversation of conversations) {
    const group = dateGroupOf(new Date(conversation.updated_at), now)
    const key = groupKey(group)
    const last = groups.at(-1)
    if (last?.key === key) last.items.push(conversation)
    else groups.push({ key, group, items: [conversation] })
  }
  return groups
}
