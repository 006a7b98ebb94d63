import { describe, expect, it } from 'vitest'
import { planAction } from './plan-action'

const trial = { name: 'Free Trial', type: 'trial' } as const
const pro = { name: 'Pro', type: 'paid' } as const
const starter = { name: 'Starter', type: 'paid' } as const
const onTrial = { plan_name: 'Free Trial', type: 'trial' } as const
const onPro = { plan_name: 'Pro', type: 'paid' } as const

describe('planAction', () => {
  it('offers a guest the trial and each paid plan', () => {
    expect(planAction(trial, false, null)).toBe('startTrial')
    expect(planAction(pro, false, null)).toBe('choose')
  })

  it('marks a trial user’s trial current and offers the paid plans as upgrades', () => {
    expect(planAction(trial, true, onTrial)).toBe('current')
    expect(planAction(pro, true, onTrial)).toBe('upgrade')
  })

  it('lets a paid user manage their plan and switch to another; the trial is not offered', () => {
    expect(planAction(pro, true, onPro)).toBe('manage')
    expect(planAction(starter, true, onPro)).toBe('switch')
    expect(planAction(trial, true, onPro)).toBeNull()
  })

  it('offers a user whose plan ended the paid plans, not the trial again', () => {
    expect(planAction(trial, true, null)).toBeNull()
    expect(planAction(pro, true, null)).toBe('choose')
  })
})
