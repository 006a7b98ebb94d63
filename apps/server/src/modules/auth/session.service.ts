import { SESSION_LIFETIME_MINUTES } from '@amply/api/constants'
import type { TokenPair } from '@amply/api/entities/auth'
import type { ActiveSession } from '@amply/api/entities/session'
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import type { AccessTokens } from './access-token'
import { refreshTokens, sessions, users } from '../../db/schema/auth'
import { isUuid } from '../../lib/uuid'
import { hashSecret, randomToken } from './secrets'
import { describeClient } from './user-agent'
import type { Principal } from '../../lib/app-env'
import type { ClientInfo } from '../../lib/client-info'

export interface SessionServiceDeps {
  db: Database
  accessTokens: AccessTokens
  /** The clock, injectable for tests (ms since the epoch). */
  now?: () => number
  /** Absolute session lifetime. */
  lifetimeMinutes?: number
  /**
   * A refresh token used this recently is a concurrent refresh that lost the race (two tabs at
   * once), not a stolen token: it is refused without ending the session.
   */
  reuseGraceMs?: number
  /**
   * Operators (ADMIN_EMAILS, lower-case): an account with one of these addresses becomes an
   * admin when it signs in. Nothing else makes an admin; removing an address demotes no one.
   */
  adminEmails?: readonly string[]
}

/** A new session: the tokens for the client and the refresh token for its cookie. */
export interface IssuedSession extends TokenPair {
  sessionId: string
  sessionExpiresAt: Date
}

const unauthorized = (message = 'Not authenticated') => new HTTPException(401, { message })

/**
 * Sessions: one refresh-token family per signed-in device. Refresh tokens are opaque, stored
 * hashed and rotated on every use; presenting a used one again revokes the whole family.
 */
export function createSessionService({
  db,
  accessTokens,
  now = Date.now,
  lifetimeMinutes = SESSION_LIFETIME_MINUTES,
  reuseGraceMs = 10_000,
  adminEmails = [],
}: SessionServiceDeps) {
  async function issue(
    tx: Pick<Database, 'insert'>,
    userId: string,
    session: { id: string; expiresAt: Date },
  ): Promise<IssuedSession> {
    const refreshToken = randomToken()
    await tx.insert(refreshTokens).values({
      tokenHash: hashSecret(refreshToken),
      sessionId: session.id,
      createdAt: new Date(now()),
    })
    const access = await accessTokens.sign({ userId, sessionId: session.id }, now())
    return {
      access_token: access.token,
      refresh_token: refreshToken,
      expires_at: access.expiresAt,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
    }
  }

  /** Starts a session for a user who just proved who they are. */
  async function start(userId: string, client: ClientInfo): Promise<IssuedSession> {
    const { device, browser } = describeClient(client)
    const at = new Date(now())
    return db.transaction(async (tx) => {
      const [session] = await tx
        .insert(sessions)
        .values({
          userId,
          device,
          browser,
          ip: client.ip,
          createdAt: at,
          lastSeenAt: at,
          expiresAt: new Date(at.getTime() + lifetimeMinutes * 60_000),
        })
        .returning({ id: sessions.id, expiresAt: sessions.expiresAt })
      if (!session) throw new Error('No session was stored')
      if (adminEmails.length > 0) {
        await tx
          .update(users)
          .set({ role: 'admin' })
          .where(and(eq(users.id, userId), inArray(users.email, adminEmails)))
      }
      return issue(tx, userId, session)
    })
  }

  /**
   * Trades a refresh token for new tokens. Exactly one of several concurrent uses wins (an
   * atomic update); a token used before the grace period is a stolen one: its session ends.
   */
  async function refresh(refreshToken: string, client: ClientInfo): Promise<IssuedSession> {
    const tokenHash = hashSecret(refreshToken)
    const at = new Date(now())
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .returning({ sessionId: refreshTokens.sessionId })
      if (!claimed) {
        const [known] = await tx
          .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash))
        if (!known?.usedAt) return { kind: 'unknown' } as const
        const race = at.getTime() - known.usedAt.getTime() <= reuseGraceMs
        return race
          ? ({ kind: 'race' } as const)
          : ({ kind: 'reused', sessionId: known.sessionId } as const)
      }
      const { device, browser } = describeClient(client)
      const [session] = await tx
        .update(sessions)
        .set({ lastSeenAt: at, ip: client.ip, device, browser })
        .where(
          and(
            eq(sessions.id, claimed.sessionId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, at),
          ),
        )
        .returning({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt })
      if (!session) return { kind: 'ended' } as const
      return { kind: 'renewed', issued: await issue(tx, session.userId, session) } as const
    })
    switch (outcome.kind) {
      case 'renewed':
        return outcome.issued
      case 'race':
        throw new HTTPException(409, {
          message: 'The session was just refreshed elsewhere; try again.',
        })
      case 'reused':
        // Committed on its own: the theft must end the session even though this call fails.
        await db
          .update(sessions)
          .set({ revokedAt: at, revokedReason: 'refresh token reused' })
          .where(and(eq(sessions.id, outcome.sessionId), isNull(sessions.revokedAt)))
        throw unauthorized('Session expired')
      default:
        throw unauthorized('Session expired')
    }
  }

  // Every signed-in call asks it: prepared once per connection (see db/prepared.ts).
  const liveSession = db
    .select({ role: users.role, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live-session')

  /** Who a Bearer token belongs to, if its session is still alive. */
  async function authenticate(accessToken: string): Promise<Principal> {
    let claims
    try {
      claims = await accessTokens.verify(accessToken, now())
    } catch {
      throw unauthorized()
    }
    const [row] = await liveSession.execute({ ...claims, now: new Date(now()) })
    if (!row?.isActive) throw unauthorized()
    return { userId: claims.userId, sessionId: claims.sessionId, role: row.role }
  }

  /** Ends one of a user's sessions; answers whether there was such a live session. */
  async function revoke(userId: string, sessionId: string, reason: string): Promise<boolean> {
    if (!isUuid(sessionId)) return false
    const ended = await db
      .update(sessions)
      .set({ revokedAt: new Date(now()), revokedReason: reason })
      .where(
        and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id })
    return ended.length > 0
  }

  /** Ends a user's sessions, all or all but one (password change keeps the current one). */
  async function revokeAll(userId: string, reason: string, exceptSessionId?: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(now()), revokedReason: reason })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      )
  }

  /** The live sessions of a user, the current one marked. */
  async function list(userId: string, currentSessionId: string): Promise<ActiveSession[]> {
    const rows = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(now())),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt))
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      browser: row.browser,
      ip: row.ip,
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    }))
  }

  return { start, refresh, authenticate, revoke, revokeAll, list }
}

export type SessionService = ReturnType<typeof createSessionService>
