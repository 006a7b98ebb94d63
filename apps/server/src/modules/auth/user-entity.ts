import type { CurrentPlan, User } from '@amply/api/entities/user'
import { and, desc, eq, lte } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { plans } from '../../db/schema/ai-gateway'
import { subscriptions } from '../../db/schema/billing'
import type { users } from '../../db/schema/auth'

type UserRow = typeof users.$inferSelect

/** The latest plan term that has started: current, or the one that ended last. */
export async function latestTerm(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({
      planKey: subscriptions.planKey,
      name: plans.name,
      type: subscriptions.type,
      validTo: subscriptions.validTo,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.key, subscriptions.planKey))
    .where(and(eq(subscriptions.userId, userId), lte(subscriptions.validFrom, now)))
    .orderBy(desc(subscriptions.validTo))
    .limit(1)
  return row ?? null
}

/** The current plan as the contract shows it (an ended one too). */
export async function latestPlan(
  db: Database,
  userId: string,
  now: Date,
): Promise<CurrentPlan | null> {
  const term = await latestTerm(db, userId, now)
  return term
    ? { plan_name: term.name, type: term.type, valid_to: term.validTo.toISOString() }
    : null
}

/** The user as the contract shows it; `currentPlan` only while the plan is in force. */
export function toUserEntity(row: UserRow, plan: CurrentPlan | null, now: Date): User {
  const inForce = plan && new Date(plan.valid_to) > now ? plan : null
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    displayName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    profile_picture: row.profilePicture,
    dob: row.dob,
    contact_number: row.contactNumber,
    is_active: row.isActive,
    client_type: row.clientType,
    isPublic: row.isPublic,
    otp_enabled: row.otpEnabledAt !== null,
    otp_type: row.otpEnabledAt ? row.otpType : null,
    role: row.role,
    currentPlan: inForce,
    gateway_client_id: row.gatewayClientId,
    referral_code: row.referralCode,
  }
}
