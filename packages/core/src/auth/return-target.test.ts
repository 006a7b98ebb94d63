import { describe, expect, it } from 'vitest'
import { allowedReturnTarget, returnTargetWithTokens } from './return-target'

const allowed = ['https://amply.example', 'chrome-extension://abc', 'moz-extension://f00-ba4']

describe('login return targets (allow-listed origins only)', () => {
  it.each([
    'https://amply.example/dashboard/chat',
    'chrome-extension://abc/sidepanel.html',
    'moz-extension://f00-ba4/sidebar.html?tab=chat',
  ])('allows %s', (target) => {
    expect(allowedReturnTarget(target, allowed)?.toString()).toBe(target)
  })

  it.each([
    ['another site', 'https://evil.test/'],
    ['a look-alike host', 'https://amply.example.evil.test/'],
    ['user info before another host', 'https://amply.example@evil.test/'],
    ['another port', 'https://amply.example:8443/'],
    ['another scheme', 'http://amply.example/'],
    ['another extension', 'chrome-extension://xyz/sidepanel.html'],
    ['a relative path', '/dashboard/chat'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses %s', (_, target) => {
    expect(allowedReturnTarget(target, allowed)).toBeNull()
  })

  it('adds access_token, refresh_token and expires_at to the query, keeping the rest', () => {
    const target = new URL('https://amply.example/welcome?from=ext#top')
    const url = new URL(
      returnTargetWithTokens(target, {
        access_token: 'a.b.c',
        refresh_token: 'r&1',
        expires_at: 42,
      }),
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      from: 'ext',
      access_token: 'a.b.c',
      refresh_token: 'r&1',
      expires_at: '42',
    })
    expect(url.hash).toBe('#top')
  })
})
