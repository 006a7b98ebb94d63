import { z } from 'zod'

/** Queries used on one day in one credit group, against that day's allowance. */
export const dailyUsageSchema = z.object({
  date: z.iso.date(),
  query_credit_group_name: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
})

export const usageQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
})

/** This month's use per credit group (the account drawer's usage widget). */
export const monthUsageSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  groups: z.array(
    z.object({
      query_credit_group_name: z.string(),
      used: z.number().int(),
      limit: z.number().int(),
      groupColor: z.string(),
    }),
  ),
})
export type MonthUsage = z.infer<typeof monthUsageSchema>
