import { TOKEN_FRESHNESS_MARGIN_MS } from '@amply/api/constants'
import { tokenPayloadSchema } from '@amply/api/entities/auth'

/** When a JWT expires (ms since the epoch), from its payload's `exp`; null if unreadable. */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(decodeBase64Url(payload)))
    return parsed.success ? parsed.data.exp * 1000 : null
  } catch {
    return null
  }
}

/** docs/product.md#session: a token is valid only if it expires more than 30 seconds from now. */
export function isTokenFresh(token: string, now: number): boolean {
  const expiry = readTokenExpiry(token)
  return expiry !== null && expiry - now > TOKEN_FRESHNESS_MARGIN_MS
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}
