import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Links that carry their own proof: the local gateway's checkout and the invoice PDFs are
 * opened by plain navigation (no Bearer header), so their address is signed (HMAC-SHA256 with
 * a key derived from the JWT secret) and, for PDFs, dated.
 */
export function createLinkSigner(secret: Uint8Array) {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'amply billing links', 32))
  const sign = (message: string) => createHmac('sha256', key).update(message).digest('base64url')

  return {
    sign,
    verify(message: string, signature: string | undefined): boolean {
      if (!signature) return false
      const expected = Buffer.from(sign(message))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}

export type LinkSigner = ReturnType<typeof createLinkSigner>
