import { jwtVerify, SignJWT } from 'jose'

export interface AccessTokenConfig {
  /** HMAC key (at least 32 bytes). */
  secret: Uint8Array
  issuer: string
  audience: string
  /** Lifetime in seconds. */
  ttlSeconds: number
}

export interface AccessClaims {
  userId: string
  sessionId: string
}

const ALGORITHM = 'HS256'
const TYPE = 'at+jwt'

/**
 * Short-lived access tokens (JWT). Verification pins the algorithm, the issuer, the audience
 * and the token type, so a token of another kind or another service is refused.
 */
export function createAccessTokens(config: AccessTokenConfig) {
  // Imported once: from raw bytes, jose would import the key again for every token.
  const key = crypto.subtle.importKey(
    'raw',
    config.secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )

  async function sign(claims: AccessClaims, now = Date.now()) {
    const issuedAt = Math.floor(now / 1000)
    const expiresAt = issuedAt + config.ttlSeconds
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
      .setSubject(claims.userId)
      .setIssuer(config.issuer)
      .setAudience(config.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await key)
    return { token, expiresAt }
  }

  /** The claims of a valid token; throws for an expired, tampered or foreign one. */
  async function verify(token: string, now = Date.now()): Promise<AccessClaims> {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: [ALGORITHM],
      issuer: config.issuer,
      audience: config.audience,
      typ: TYPE,
      requiredClaims: ['sub', 'sid', 'exp'],
      currentDate: new Date(now),
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      throw new Error('The token names no user or session')
    }
    return { userId: payload.sub, sessionId: payload.sid }
  }

  return { sign, verify }
}

export type AccessTokens = ReturnType<typeof createAccessTokens>
