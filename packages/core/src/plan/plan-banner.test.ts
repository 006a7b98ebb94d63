import { PLAN_BANNER_THRESHOLD_MINUTES } from '@amply/api/constants'
import type { CurrentPlan } from '@amply/api/entities/user'
import { describe, expect, it } from 'vitest'
import { planBanner } from './plan-banner'

const now = Date.UTC(2026, 5, 1, 12)
const minutes = (n: number) => new Date(now + n * 60_000).toISOString()

function banner(
  type: CurrentPlan['type'],
  minutesLeft: number,
  extra: { plan_name?: string; gateway_client_id?: string | null } = {},
) {
  const plan_name = extra.plan_name ?? (type === 'trial' ? 'Trial' : 'Pro')
  return planBanner(
    { plan_name, type, valid_to: minutes(minutesLeft) },
    { gateway_client_id: extra.gateway_client_id ?? null },
    now,
  )
}

describe('plan banner rows', () => {
  it('0 or less: expired, Subscribe Now for a paid plan', () => {
    expect(banner('paid', 0)).toEqual({ kind: 'expired', button: 'subscribeNow' })
    expect(banner('paid', -600)).toEqual({ kind: 'expired', button: 'subscribeNow' })
  })

  it('0 or less: expired, Upgrade Now for a trial', () => {
    expect(banner('trial', 0)).toEqual({ kind: 'expired', button: 'upgradeNow' })
  })

  it('under 1440: about to expire, Renew Now for a paid plan', () => {
    expect(banner('paid', 1)).toEqual({ kind: 'aboutToExpire', button: 'renewNow' })
    expect(banner('paid', PLAN_BANNER_THRESHOLD_MINUTES - 1)).toEqual({
      kind: 'aboutToExpire',
      button: 'renewNow',
    })
  })

  it('under 1440: about to expire, Upgrade Now for a trial', () => {
    expect(banner('trial', 90)).toEqual({ kind: 'aboutToExpire', button: 'upgradeNow' })
  })

  it('1440 or more: the number of days left, no button (trial)', () => {
    expect(banner('trial', PLAN_BANNER_THRESHOLD_MINUTES)).toEqual({ kind: 'daysLeft', days: 1 })
    expect(banner('trial', 3 * 1440 - 1)).toEqual({ kind: 'daysLeft', days: 3 })
    expect(banner('trial', 2 * 1440)).toEqual({ kind: 'daysLeft', days: 2 })
    expect(banner('trial', 30 * 1440)).toEqual({ kind: 'daysLeft', days: 30 })
  })

  it('counts whole minutes: 30 seconds left is expired', () => {
    const plan = {
      plan_name: 'Pro',
      type: 'paid' as const,
      valid_to: new Date(now + 30_000).toISOString(),
    }
    expect(planBanner(plan, { gateway_client_id: null }, now)).toEqual({
      kind: 'expired',
      button: 'subscribeNow',
    })
  })
})

describe('plan banner hide rules', () => {
  it('is hidden when there is no plan name yet', () => {
    expect(planBanner(null, { gateway_client_id: null }, now)).toBeNull()
    expect(banner('trial', 10, { plan_name: '' })).toBeNull()
  })

  it('is hidden for a card-provider customer who still has time left', () => {
    expect(banner('paid', 10, { gateway_client_id: 'cus_123' })).toBeNull()
    expect(banner('trial', 5 * 1440, { gateway_client_id: 'cus_123' })).toBeNull()
  })

  it('shows a card-provider customer whose time is up', () => {
    expect(banner('paid', 0, { gateway_client_id: 'cus_123' })).toEqual({
      kind: 'expired',
      button: 'subscribeNow',
    })
  })

  it('is hidden for a paid plan once the remaining minutes reach the threshold', () => {
    expect(banner('paid', PLAN_BANNER_THRESHOLD_MINUTES)).toBeNull()
    expect(banner('paid', 20 * 1440)).toBeNull()
  })
})
