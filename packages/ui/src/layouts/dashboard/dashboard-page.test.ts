import { describe, expect, it } from 'vitest'
import { dashboardPageOf, hasModelPicker } from './dashboard-page'

describe('dashboardPageOf', () => {
  it('reads /dashboard and /dashboard/chat as chat (the default landing page)', () => {
    expect(dashboardPageOf('/dashboard')).toBe('chat')
    expect(dashboardPageOf('/dashboard/')).toBe('chat')
    expect(dashboardPageOf('/dashboard/chat')).toBe('chat')
    expect(dashboardPageOf('/dashboard/chat/5f0c')).toBe('chat')
  })

  it('names each tool by its path', () => {
    expect(dashboardPageOf('/dashboard/art')).toBe('art')
    expect(dashboardPageOf('/dashboard/write')).toBe('write')
    expect(dashboardPageOf('/dashboard/translate')).toBe('translate')
    expect(dashboardPageOf('/dashboard/read')).toBe('read')
  })

  it('answers null for pages that are no tool, and for look-alike paths', () => {
    expect(dashboardPageOf('/dashboard/user/account/profile')).toBeNull()
    expect(dashboardPageOf('/client/subscription-update')).toBeNull()
    expect(dashboardPageOf('/dashboard/chatter')).toBeNull()
    expect(dashboardPageOf('/dashboard/share/continue/chat/1')).toBeNull()
  })
})

describe('hasModelPicker', () => {
  it('shows the picker on chat, write, translate and art only', () => {
    expect(
      ['chat', 'write', 'translate', 'art'].every((page) => hasModelPicker(page as never)),
    ).toBe(true)
    expect(hasModelPicker('read')).toBe(false)
    expect(hasModelPicker(null)).toBe(false)
  })
})
