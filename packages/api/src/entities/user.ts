import { z } from 'zod'

/** The subscription a user is on now: a trial or a paid plan. */
export const currentPlanSchema = z.object({
  plan_name: z.string(),
  type: z.enum(['trial', 'paid']),
  /** End of the paid or trial period (ISO 8601). */
  valid_to: z.iso.datetime({ offset: true }),
})
export type CurrentPlan = z.infer<typeof currentPlanSchema>

export const roleSchema = z.enum(['client', 'admin'])
export type Role = z.infer<typeof roleSchema>

export const otpTypeSchema = z.enum(['totp', 'email'])
export type OtpType = z.infer<typeof otpTypeSchema>

export const userSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  displayName: z.string(),
  email: z.email(),
  profile_picture: z.string().nullable(),
  /** Date of birth, YYYY-MM-DD. */
  dob: z.iso.date().nullable(),
  contact_number: z.string().nullable(),
  is_active: z.boolean(),
  client_type: z.enum(['individual', 'business']),
  isPublic: z.boolean(),
  otp_enabled: z.boolean(),
  otp_type: otpTypeSchema.nullable(),
  role: roleSchema,
  /** The plan in force; null when none is (the account drawer then shows "Expired"). */
  currentPlan: currentPlanSchema.nullable(),
  /** Set when a card payment provider (Stripe) customer is linked. */
  gateway_client_id: z.string().nullable(),
  /** The user's own referral code (register's `referral_code` for people they invite). */
  referral_code: z.string(),
})
export type User = z.infer<typeof userSchema>

const name = z.string().trim().min(1).max(100)

/** What a user may change on the profile page (email changes need the current password). */
export const profileUpdateSchema = z
  .object({
    first_name: name,
    last_name: name,
    dob: z.iso.date().nullable(),
    contact_number: z.string().trim().max(32).nullable(),
    client_type: z.enum(['individual', 'business']),
    isPublic: z.boolean(),
    email: z.email(),
    current_password: z.string().min(1),
  })
  .partial()
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>
