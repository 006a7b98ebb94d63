import { describe, expect, it } from 'vitest'
import { planInForce } from './plan-in-force'

const now = Date.parse('2025-06-01T12:00:00Z')
const plan = (validTo: string) => ({
  plan_name: 'Free Trial',
  type: 'trial' as const,
  valid_to: validTo,
})

describe('planInForce', () => {
  it('answers the plan while its end is still ahead', () => {
    const running = plan('2025-06-01T12:00:01Z')
    expect(planInForce(running, now)).toBe(running)
  })

  it('answers null once the plan has ended, at its very end too, or when there is none', () => {
    expect(planInForce(plan('2025-06-01T11:59:59Z'), now)).toBeNull()
    expect(planInForce(plan('2025-06-01T12:00:00Z'), now)).toBeNull()
    expect(planInForce(null, now)).toBeNull()
  })
})
