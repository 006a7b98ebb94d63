import { hkdfSync, randomUUID } from 'node:crypto'
import { lt } from 'drizzle-orm'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { EncryptJWT, jwtDecrypt } from 'jose'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { oauthSpentFlows } from '../../db/schema/oauth-flows'
import { PROVIDERS } from './oauth-providers'

/** The login in progress, between the redirect to the provider and its callback. */
export const flowStateSchema = z.object({
  /** Single use: a flow id is refused once its callback ran. */
  id: z.string(),
  provider: z.enum(PROVIDERS),
  state: z.string(),
  verifier: z.string(),
  nonce: z.string(),
  returnTo: z.string().optional(),
})
export type FlowState = z.infer<typeof flowStateSchema>

export const FLOW_COOKIE = 'amply_oauth_flow'
const FLOW_PATH = '/api/auth'
export const FLOW_TTL_SECONDS = 600

/**
 * Seals the flow state into an encrypted token (JWE, A256GCM) with a key derived from the JWT
 * secret: the browser holds it, cannot read the PKCE verifier in it, and cannot change it.
 * Used flow ids are remembered in PostgreSQL until they expire, so a cookie works once, whichever
 * server process its callback reaches.
 */
export function createFlowCookies(
  jwtSecret: Uint8Array,
  secure: boolean,
  now: () => number,
  db: Database,
) {
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'amply oauth flow cookie', 32))

  /** Records a flow as used; false when it already was. */
  async function spend(id: string, expiresAt: Date): Promise<boolean> {
    await db.delete(oauthSpentFlows).where(lt(oauthSpentFlows.expiresAt, new Date(now())))
    const spent = await db
      .insert(oauthSpentFlows)
      .values({ id, expiresAt })
      .onConflictDoNothing()
      .returning({ id: oauthSpentFlows.id })
    return spent.length === 1
  }

  async function set(c: Context, flow: Omit<FlowState, 'id'>) {
    const issuedAt = Math.floor(now() / 1000)
    const sealed = await new EncryptJWT({ ...flow, id: randomUUID() })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + FLOW_TTL_SECONDS)
      .encrypt(key)
    // Lax: the provider's redirect back is a top-level GET navigation from another site.
    setCookie(c, FLOW_COOKIE, sealed, {
      httpOnly: true,
      secure,
      sameSite: 'Lax',
      path: FLOW_PATH,
      maxAge: FLOW_TTL_SECONDS,
    })
  }

  /**
   * Reads and spends the flow cookie: answers its state, or why there is none ('missing' when
   * there is no cookie, 'invalid' when it was tampered with, expired or already used).
   */
  async function take(
    c: Context,
  ): Promise<{ ok: true; flow: FlowState } | { ok: false; reason: 'missing' | 'invalid' }> {
    const sealed = getCookie(c, FLOW_COOKIE)
    deleteCookie(c, FLOW_COOKIE, { path: FLOW_PATH, secure })
    if (!sealed) return { ok: false, reason: 'missing' }
    let flow: FlowState
    let expiresAt: Date
    try {
      const { payload } = await jwtDecrypt(sealed, key, {
        currentDate: new Date(now()),
        keyManagementAlgorithms: ['dir'],
        contentEncryptionAlgorithms: ['A256GCM'],
      })
      flow = flowStateSchema.parse(payload)
      expiresAt = new Date(((payload.exp ?? 0) + 1) * 1000)
    } catch {
      return { ok: false, reason: 'invalid' }
    }
    if (!(await spend(flow.id, expiresAt))) return { ok: false, reason: 'invalid' }
    return { ok: true, flow }
  }

  return { set, take }
}
