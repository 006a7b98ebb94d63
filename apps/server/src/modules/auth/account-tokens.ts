import type { Database, Transaction } from '../../db/client'
import { accountTokens } from '../../db/schema/auth'
import { hashSecret, randomToken } from './secrets'

export type AccountTokenPurpose = (typeof accountTokens.$inferInsert)['purpose']

/** A single-use token for a link, stored hashed, in the transaction that mails it. */
export async function issueAccountToken(
  tx: Database | Transaction,
  token: {
    userId: string
    purpose: AccountTokenPurpose
    ttlMs: number
    /** What the token is for beyond its purpose, e.g. the new address of an email change. */
    subject?: string | undefined
  },
  at: Date,
) {
  const secret = randomToken()
  await tx.insert(accountTokens).values({
    tokenHash: hashSecret(secret),
    userId: token.userId,
    purpose: token.purpose,
    subject: token.subject,
    createdAt: at,
    expiresAt: new Date(at.getTime() + token.ttlMs),
  })
  return secret
}
