import { describe, expect, it } from 'vitest'
import { dailySeries, todayUse, utcToday } from './usage-data'

const month = {
  month: '2026-03',
  groups: [
    { query_credit_group_name: 'Standard', used: 7, limit: 3000, groupColor: '#2563eb' },
    { query_credit_group_name: 'Image', used: 0, limit: 100, groupColor: '#db2777' },
  ],
}
const days = [
  { date: '2026-03-01', query_credit_group_name: 'Standard', used: 4, limit: 100 },
  { date: '2026-03-03', query_credit_group_name: 'Standard', used: 3, limit: 100 },
]
const credits = [
  { query_credit_group_name: 'Standard', daily_limit: 100, monthly_limit: 3000 },
  { query_credit_group_name: 'Image', daily_limit: 5, monthly_limit: 100 },
]

describe('usage data', () => {
  it("counts today's use per group, unused groups at 0 against the plan's daily allowance", () => {
    expect(todayUse(month, days, credits, '2026-03-03')).toEqual([
      { name: 'Standard', color: '#2563eb', used: 3, limit: 100 },
      { name: 'Image', color: '#db2777', used: 0, limit: 5 },
    ])
  })

  it('lays out every day of the month up to today, with zeros for days without use', () => {
    expect(dailySeries(month, days, '2026-03-04')).toEqual({
      dates: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'],
      groups: [
        { name: 'Standard', color: '#2563eb', used: [4, 0, 3, 0] },
        { name: 'Image', color: '#db2777', used: [0, 0, 0, 0] },
      ],
    })
  })

  it('takes the UTC day, as the server counts', () => {
    expect(utcToday(Date.parse('2026-03-03T23:30:00-05:00'))).toBe('2026-03-04')
  })
})
