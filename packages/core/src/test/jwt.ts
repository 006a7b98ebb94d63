/** An unsigned JWT whose payload expires at `expiresAt` (ms since the epoch): core only reads `exp`. */
export function makeJwt(expiresAt: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const payload = { sub: 'u1', exp: Math.floor(expiresAt / 1000), ...claims }
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}
