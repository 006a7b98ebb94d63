import { z } from 'zod'
import {
  creditPackInputSchema,
  creditPackSchema,
  creditPackUpdateSchema,
  planCreditInputSchema,
  planCreditSchema,
  planInputSchema,
  planSchema,
  planUpdateSchema,
  promoCodeInputSchema,
  promoCodeSchema,
  promoCodeUpdateSchema,
} from '../entities/billing'
import { defineRoute } from '../http/route'

const tag = 'Plans (admin)'
const admin = { base: 'backend', auth: true, admin: true, tag } as const

/** docs/product.md#server-calls, "plans (admin)": operators manage the plan catalogue. */
export const planRoutes = {
  // Not `listPlans`: that name is the public client/plans, and the table is keyed by name.
  adminListPlans: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'admin/plan',
    auth: true,
    admin: true,
    tag,
    summary: 'Every plan, active or not',
    response: z.array(planSchema),
  }),
  createPlan: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'admin/plan',
    auth: true,
    admin: true,
    tag,
    summary: 'Add a plan',
    body: planInputSchema,
    response: planSchema,
    status: 201,
  }),
  updatePlan: defineRoute({
    method: 'PUT',
    base: 'backend',
    path: 'admin/plan',
    auth: true,
    admin: true,
    tag,
    summary: 'Change a plan',
    body: planUpdateSchema,
    response: planSchema,
  }),
  setPlanCredit: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'admin/plan/credit',
    auth: true,
    admin: true,
    tag,
    summary: "Set a plan's daily and monthly allowance for one credit group",
    body: planCreditInputSchema,
    response: planCreditSchema,
  }),
  // Advance-credit packs sit under the plan paths: the product names no path of their own.
  adminListCreditPacks: defineRoute({
    ...admin,
    method: 'GET',
    path: 'admin/plan/credit/pack',
    summary: 'Every advance-credit pack, on sale or not',
    response: z.array(creditPackSchema),
  }),
  createCreditPack: defineRoute({
    ...admin,
    method: 'POST',
    path: 'admin/plan/credit/pack',
    summary: 'Add an advance-credit pack',
    body: creditPackInputSchema,
    response: creditPackSchema,
    status: 201,
  }),
  updateCreditPack: defineRoute({
    ...admin,
    method: 'PUT',
    path: 'admin/plan/credit/pack',
    summary: 'Change an advance-credit pack',
    body: creditPackUpdateSchema,
    response: creditPackSchema,
  }),
  adminListPromoCodes: defineRoute({
    ...admin,
    method: 'GET',
    path: 'admin/promocode',
    summary: 'Every promo code, with how many accounts used it',
    response: z.array(promoCodeSchema),
  }),
  createPromoCode: defineRoute({
    ...admin,
    method: 'POST',
    path: 'admin/promocode',
    summary: 'Add a promo code (percent or fixed; expiry, cap, plans)',
    body: promoCodeInputSchema,
    response: promoCodeSchema,
    status: 201,
  }),
  updatePromoCode: defineRoute({
    ...admin,
    method: 'PUT',
    path: 'admin/promocode',
    summary: 'Change a promo code (its code stays)',
    body: promoCodeUpdateSchema,
    response: promoCodeSchema,
  }),
}
