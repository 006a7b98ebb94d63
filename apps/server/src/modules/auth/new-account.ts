import { TRIAL_DAYS } from '@amply/api/constants'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
import { subscriptions } from '../../db/schema/billing'
import { randomToken } from './secrets'

/** The plan every registration starts on (its key in the catalogue), and its seeded name. */
export const TRIAL_PLAN_KEY = 'trial'
export const TRIAL_PLAN_NAME = 'Free Trial'

/** When a trial started at `at` ends (30 days, no card). */
export const trialEnd = (at: Date) => new Date(at.getTime() + TRIAL_DAYS * 86_400_000)

/** A user's code for inviting others (register's `referral_code`). */
export const newReferralCode = () =>
  randomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()

type NewUser = Omit<typeof users.$inferInsert, 'referralCode' | 'createdAt' | 'updatedAt'> & {
  referralCode?: string
}

/**
 * Stores a new account with its referral code (a new one unless given) and its 30-day trial, in the caller's
 * transaction (registration and a first OAuth login both start here).
 */
export async function createAccount(tx: Pick<Database, 'insert'>, values: NewUser, at: Date) {
  const [row] = await tx
    .insert(users)
    .values({
      ...values,
      referralCode: values.referralCode ?? newReferralCode(),
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  if (!row) throw new Error('No user was stored')
  await tx.insert(subscriptions).values({
    userId: row.id,
    planKey: TRIAL_PLAN_KEY,
    type: 'trial',
    validFrom: at,
    validTo: trialEnd(at),
  })
  return row
}
