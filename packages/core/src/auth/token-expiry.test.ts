import { TOKEN_FRESHNESS_MARGIN_MS } from '@amply/api/constants'
import { describe, expect, it } from 'vitest'
import { makeJwt } from '../test/jwt'
import { isTokenFresh, readTokenExpiry } from './token-expiry'

const now = Date.UTC(2026, 0, 1)

describe('token freshness (30-second margin)', () => {
  it("reads the expiry from the payload's exp (base64url, no library)", () => {
    // 'é' and '?' make base64url use the characters '-' and '_' that plain base64 does not.
    const token = makeJwt(now + 60_000, { name: 'Zoé??>>' })
    expect(readTokenExpiry(token)).toBe(now + 60_000)
  })

  it('is fresh when it expires more than 30 seconds from now', () => {
    expect(isTokenFresh(makeJwt(now + TOKEN_FRESHNESS_MARGIN_MS + 1000), now)).toBe(true)
  })

  it('is stale when it expires 30 seconds from now or sooner', () => {
    expect(isTokenFresh(makeJwt(now + TOKEN_FRESHNESS_MARGIN_MS), now)).toBe(false)
    expect(isTokenFresh(makeJwt(now + 10_000), now)).toBe(false)
    expect(isTokenFresh(makeJwt(now - 1000), now)).toBe(false)
  })

  it('is stale when the token cannot be read', () => {
    expect(readTokenExpiry('not-a-jwt')).toBeNull()
    expect(readTokenExpiry('a.!!!.c')).toBeNull()
    expect(readTokenExpiry(`a.${btoa('{"sub":"u1"}')}.c`)).toBeNull()
    expect(isTokenFresh('not-a-jwt', now)).toBe(false)
  })
})
