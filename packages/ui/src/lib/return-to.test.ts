import { describe, expect, it } from 'vitest'
import { loginPathReturningTo, safeReturnPath } from './return-to'

describe('safeReturnPath', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(safeReturnPath('/dashboard/chat')).toBe('/dashboard/chat')
    expect(safeReturnPath('/dashboard/art?x=1#top')).toBe('/dashboard/art?x=1#top')
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard/chat',
    '',
    null,
    undefined,
  ])('refuses %j', (returnTo) => {
    expect(safeReturnPath(returnTo)).toBeNull()
  })
})

describe('loginPathReturningTo', () => {
  it('puts the path in returnTo, encoded', () => {
    expect(loginPathReturningTo('/auth/jwt/login', '/dashboard/chat?x=1')).toBe(
      '/auth/jwt/login?returnTo=%2Fdashboard%2Fchat%3Fx%3D1',
    )
  })
})
