import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { plans } from '../src/db/schema/ai-gateway'
import { payments, subscriptions } from '../src/db/schema/billing'
import { createLogger } from '../src/lib/logger'
import type { Logger } from '../src/lib/logger'
import { createAccount } from '../src/modules/auth/new-account'
import { createInvoiceService } from '../src/modules/billing/invoices'
import { CHECKOUT_TTL_MS } from '../src/modules/billing/payment-gateway'
import type { PaymentRow } from '../src/modules/billing/payment-gateway'
import { createPromoCodeService } from '../src/modules/billing/promo-codes'
import { createLinkSigner } from '../src/modules/billing/signed-links'
import { createSettlement } from '../src/modules/billing/settlement'
import { createSubscriptionService } from '../src/modules/billing/subscription.service'
import { createCreditPackService } from '../src/modules/plans/credit-pack.service'
import { createPlanService } from '../src/modules/plans/plan.service'
import { testJwtSecret } from './app'

/** A logger that keeps what it was told, for tests that check what an operator is told. */
export function recordingLogger(): Logger & { lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = []
  const logger = createLogger('debug', (line) => {
    lines.push(JSON.parse(line) as { level: string; msg: string })
  })
  return Object.assign(logger, { lines })
}

/**
 * The services the parts of payments are built from, on a test database, as billing.module.ts
 * builds them: tests of one part construct that part alone on top.
 */
export function billingServices(db: Database, now: () => number, logger = recordingLogger()) {
  const plansService = createPlanService(db)
  const packs = createCreditPackService(db)
  const promos = createPromoCodeService(db)
  const subscriptionService = createSubscriptionService({ db, plans: plansService })
  const invoices = createInvoiceService({ db, signer: createLinkSigner(testJwtSecret), now })
  const deps = {
    db,
    logger,
    plans: plansService,
    packs,
    promos,
    subscriptions: subscriptionService,
    invoices,
    now,
  }
  return { ...deps, settlement: createSettlement(deps) }
}

let users = 0
/** A user on the free trial, stored directly (no registration, no mail). */
export async function trialUser(db: Database, at: Date) {
  users += 1
  const user = await createAccount(
    db,
    {
      email: `part-${String(users)}-${String(at.getTime())}@example.com`,
      passwordHash: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isActive: true,
    },
    at,
  )
  return user.id
}

/** A paid term of a catalogue plan, as a settled payment leaves it. */
export async function paidTerm(
  db: Database,
  userId: string,
  term: { planKey: string; price: number; from: Date; to: Date },
) {
  await db.update(subscriptions).set({ validTo: term.from }).where(eq(subscriptions.userId, userId))
  await db.insert(subscriptions).values({
    userId,
    planKey: term.planKey,
    type: 'paid',
    period: 'month',
    price: term.price,
    currency: 'USD',
    gateway: 'local',
    validFrom: term.from,
    validTo: term.to,
  })
}

/** A pending payment of a plan for a month, as a checkout leaves it (1500 USD unless told). */
export async function pendingPayment(
  db: Database,
  userId: string,
  at: Date,
  fields: Partial<typeof payments.$inferInsert> = {},
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      userId,
      kind: 'plan',
      change: 'new',
      planKey: 'pro',
      period: 'month',
      description: 'Pro, monthly',
      subtotal: 1500,
      total: 1500,
      currency: 'USD',
      gateway: 'local',
      expiresAt: new Date(at.getTime() + CHECKOUT_TTL_MS),
      ...fields,
    })
    .returning()
  if (!row) throw new Error('No payment was stored')
  return row
}

/** A catalogue plan's id by key. */
export async function planId(db: Database, key: string) {
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.key, key))
  if (!row) throw new Error(`No plan ${key}`)
  return row.id
}
