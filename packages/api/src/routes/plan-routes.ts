import { z } from 'zod'
import {
  planCreditInputSchema,
  planCreditSchema,
  planInputSchema,
  planSchema,
  planUpdateSchema,
} from '../entities/billing'
import { defineRoute } from '../http/route'

const tag = 'Plans (admin)'

/** Spec section 7, "Plan paths": operators manage the plan catalogue. */
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
}
