import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { oauthIdentities, users } from '../../db/schema/auth'
import { createAccount } from '../auth/new-account'
import type { ProviderName } from './oauth-providers'

/** Who the provider says signed in. */
export interface ProviderProfile {
  provider: ProviderName
  /** The provider's own, stable user id (`sub`, GitHub's numeric id). */
  subject: string
  email: string | undefined
  /** Only a provider's explicit "verified" counts. */
  emailVerified: boolean
  firstName: string | undefined
  lastName: string | undefined
}

export type AccountOutcome =
  { kind: 'user'; userId: string; how: 'identity' | 'linked' | 'created' } | { kind: 'unverified' }

type User = typeof users.$inferSelect

/**
 * The account an OAuth login belongs to: the one its identity (provider + user id) names; else
 * the account with the same email when the provider verified it (linking); else a new active
 * account with the 30-day trial, again only for a verified email. An unverified email never
 * reaches an account: anyone can type any address at some providers.
 */
export async function resolveAccount(
  db: Database,
  profile: ProviderProfile,
  at: Date,
): Promise<AccountOutcome> {
  const [identity] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(
      and(
        eq(oauthIdentities.provider, profile.provider),
        eq(oauthIdentities.providerUserId, profile.subject),
      ),
    )
  if (identity) return { kind: 'user', userId: identity.userId, how: 'identity' }
  if (!profile.email || !profile.emailVerified) return { kind: 'unverified' }
  const email = profile.email.trim().toLowerCase()

  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email))
    const user = existing ? await activateForLink(tx, existing, at) : await create(tx, email)
    await tx
      .insert(oauthIdentities)
      .values({
        provider: profile.provider,
        providerUserId: profile.subject,
        userId: user.id,
        email,
      })
      .onConflictDoNothing()
    return { kind: 'user', userId: user.id, how: existing ? 'linked' : 'created' }
  })

  function create(tx: Pick<Database, 'insert'>, email: string): Promise<User> {
    const firstName = profile.firstName ?? email.split('@')[0] ?? ''
    return createAccount(
      tx,
      { email, passwordHash: null, firstName, lastName: profile.lastName ?? '', isActive: true },
      at,
    )
  }
}

/**
 * Linking to an account that was never activated: the provider just proved the email, which
 * activates it. Its password was never proven to belong to the email's owner (someone else may
 * have registered the address first, to take the account over later), so it is dropped.
 */
async function activateForLink(tx: Pick<Database, 'update'>, user: User, at: Date) {
  if (user.isActive) return user
  await tx
    .update(users)
    .set({ isActive: true, passwordHash: null, updatedAt: at })
    .where(eq(users.id, user.id))
  return user
}
