import { describe, expect, it } from 'vitest'
import { absoluteReturnTo, returnDestination } from './return-to'

const site = 'https://amply.example'

describe('returnDestination', () => {
  it('keeps a path of the site', () => {
    expect(returnDestination('/dashboard/art?x=1', site)).toEqual({
      kind: 'path',
      path: '/dashboard/art?x=1',
    })
  })

  it("turns an absolute address of the site into its path (no tokens in the site's own URL)", () => {
    expect(returnDestination('https://amply.example/dashboard/chat#new', site)).toEqual({
      kind: 'path',
      path: '/dashboard/chat#new',
    })
  })

  it('leaves another client (an extension) for core, which checks its allow-list', () => {
    const target = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/sidepanel.html'
    expect(returnDestination(target, site)).toEqual({ kind: 'target', url: target })
    expect(returnDestination('https://evil.example/', site)).toEqual({
      kind: 'target',
      url: 'https://evil.example/',
    })
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'dashboard', '', null, undefined])(
    'ignores %j',
    (returnTo) => {
      expect(returnDestination(returnTo, site)).toBeNull()
    },
  )
})

describe('absoluteReturnTo', () => {
  it("makes a path absolute on the site's origin, for the OAuth round trip", () => {
    expect(absoluteReturnTo({ kind: 'path', path: '/dashboard/art' }, site)).toBe(
      'https://amply.example/dashboard/art',
    )
    expect(absoluteReturnTo(null, site)).toBeUndefined()
  })
})
