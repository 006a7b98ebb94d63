import { describe, expect, it } from 'vitest'
import { loginEmailOf, loginNoticeOf, loginNoticeState, oauthErrorKey } from './login-notices'
import { referralFrom } from './referral'

describe('login notices', () => {
  it('reads the notice another page left in history state, and nothing else', () => {
    expect(loginNoticeOf(loginNoticeState('activated'))).toBe('activated')
    expect(loginNoticeOf({ notice: 'hacked' })).toBeUndefined()
    expect(loginNoticeOf(null)).toBeUndefined()
  })

  it('carries the activated address to the login form, and nothing that is not one', () => {
    expect(loginEmailOf(loginNoticeState('activated', 'ada@example.com'))).toBe('ada@example.com')
    expect(loginEmailOf(loginNoticeState('passwordReset'))).toBeUndefined()
    expect(loginEmailOf({ email: 42 })).toBeUndefined()
    expect(loginEmailOf(undefined)).toBeUndefined()
  })

  it("names every error code of the OAuth callback, and an unknown one as 'unknown'", () => {
    expect(oauthErrorKey('email_unverified')).toBe('emailUnverified')
    expect(oauthErrorKey('flow_expired')).toBe('flowExpired')
    expect(oauthErrorKey('toString')).toBe('unknown')
    expect(oauthErrorKey(null)).toBeUndefined()
  })
})

describe('referralFrom', () => {
  it("takes ?referral_code= (or ?ref=) and ?invite= as register's referral_code and invite_token", () => {
    expect(referralFrom(new URLSearchParams('ref=ADA123&invite=tok'))).toEqual({
      referral_code: 'ADA123',
      invite_token: 'tok',
    })
    expect(referralFrom(new URLSearchParams('referral_code=GRACE9'))).toEqual({
      referral_code: 'GRACE9',
    })
    expect(referralFrom(new URLSearchParams(''))).toEqual({})
  })

  it('leaves out a value the schema would refuse rather than failing the form', () => {
    expect(referralFrom(new URLSearchParams({ ref: 'x'.repeat(65) }))).toEqual({})
    expect(referralFrom(new URLSearchParams({ ref: '  ' }))).toEqual({})
  })
})
