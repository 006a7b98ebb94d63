import { randomUUID } from 'node:crypto'
import type { HelpdeskLink } from '@amply/api/entities/helpdesk'
import { SignJWT } from 'jose'

/** A help desk sign-on token is good for this long: enough to open the link, not to keep it. */
export const HELPDESK_TOKEN_TTL_SECONDS = 5 * 60

export interface HelpdeskConfig {
  helpdeskUrl: string
  /** With a secret, the link carries a signed token that signs the user in to the help desk. */
  ssoSecret: string | undefined
  /** The issuer of the token: our own origin. */
  issuer: string
}

/**
 * The link of the support button. With an SSO secret it carries a JWT (HS256, 5 minutes, a
 * unique `jti` against replay) naming the user, as `?jwt=` the way help desks read it.
 */
export async function helpdeskLoginLink(
  config: HelpdeskConfig,
  user: { id: string; email: string; name: string },
  nowMs: number,
): Promise<HelpdeskLink> {
  const link = new URL(config.helpdeskUrl)
  if (config.ssoSecret) {
    const issuedAt = Math.floor(nowMs / 1000)
    const token = await new SignJWT({ email: user.email, name: user.name, external_id: user.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(config.issuer)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + HELPDESK_TOKEN_TTL_SECONDS)
      .sign(new TextEncoder().encode(config.ssoSecret))
    link.searchParams.set('jwt', token)
  }
  return { login_link: link.toString(), status_code: 200, message: 'Opening the help desk.' }
}
