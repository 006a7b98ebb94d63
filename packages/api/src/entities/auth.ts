import { z } from 'zod'
import { otpTypeSchema, userSchema } from './user'

/** The bot check's result (Cloudflare Turnstile); empty when the check is not configured. */
const turnstileResponse = z.string()

/** The shortest password an account may have: the rule, and the strength meter's floor. */
export const PASSWORD_MIN_LENGTH = 8

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(128)

export const loginRequestSchema = z.object({
  email: z.email(),
  password: z.string().min(1),
  turnstile_response: turnstileResponse,
  /** The token of an unlock link (`/auth/jwt/login?unlock=…`): a held account takes the password. */
  unlock_token: z.string().max(200).optional(),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>
/** What a person types to sign in (the site and the side panel): the bot check is added after. */
export const loginFormSchema = loginRequestSchema.omit({ turnstile_response: true })

/** A session: the access token (JWT), the refresh token, and when the access token expires. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Expiry of the access token, seconds since the epoch. */
  expires_at: z.number().int(),
})
export type TokenPair = z.infer<typeof tokenPairSchema>

/** Login and OTP answers: a session, or a `redirect_url` for a further step (OTP). */
export const authResponseSchema = z.union([tokenPairSchema, z.object({ redirect_url: z.string() })])
export type AuthResponse = z.infer<typeof authResponseSchema>

/**
 * A path of this site ("/dashboard/chat?x=1") as `path` names it, normalised; null for anything
 * that could leave the site ("https://…", "//evil.example", "/\\evil.example") or is no path.
 */
export function sitePathOf(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null
  try {
    const url = new URL(path, 'http://site.invalid')
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** Where a newcomer goes once signed in (a page they asked for signed out): a path of this site. */
export const returnPathSchema = z
  .string()
  .max(2048)
  .refine((path) => sitePathOf(path) !== null, { error: 'Must be a path on this site.' })

export const registerRequestSchema = z.object({
  email: z.email(),
  password: passwordSchema,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().min(1).max(100),
  referral_code: z.string().max(64).optional(),
  invite_token: z.string().max(512).optional(),
  /** The page asked for before registering: the activation brings the newcomer back to it. */
  return_to: returnPathSchema.optional(),
  turnstile_response: turnstileResponse,
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const registerResponseSchema = z.object({
  accessToken: z.string(),
  user: userSchema,
})
export type RegisterResponse = z.infer<typeof registerResponseSchema>

/** What the client reads from an access token: its expiry (seconds since the epoch). */
export const tokenPayloadSchema = z.object({ exp: z.number() })
export type TokenPayload = z.infer<typeof tokenPayloadSchema>

export const otpVerifyRequestSchema = z.object({
  /** The pending login from the OTP step's `redirect_url` (its `otp_token` parameter). */
  otp_token: z.string().min(1),
  /** A TOTP or emailed code, or a backup code. */
  code: z.string().trim().min(6).max(20),
  /** Remember this device for later logins. */
  remember_device: z.boolean().default(false),
})
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequestSchema>

export const otpGenerateRequestSchema = z.object({
  otp_type: otpTypeSchema,
  current_password: z.string().min(1),
})

/**
 * TOTP: the secret, its provisioning URI and that URI as a QR code (`data:image/png;base64,...`)
 * for an `<img>`; email: only `otp_type`.
 */
export const otpGenerateResponseSchema = z.object({
  otp_type: otpTypeSchema,
  secret: z.string().optional(),
  otpauth_url: z.string().optional(),
  qr_code: z.string().optional(),
})

/** Confirms a new OTP method with a first code; answers the one-time backup codes. */
export const otpDeviceVerifyRequestSchema = z.object({ code: z.string().trim().min(6).max(10) })
export const otpDeviceVerifyResponseSchema = z.object({ backup_codes: z.array(z.string()) })

export const otpDisableRequestSchema = z.object({ current_password: z.string().min(1) })
export const otpResendRequestSchema = z.object({ otp_token: z.string().min(1) })

export const changePasswordRequestSchema = z.object({
  current_password: z.string().min(1),
  new_password: passwordSchema,
})

export const deleteAccountRequestSchema = z.object({ current_password: z.string().min(1) })

export const emailRequestSchema = z.object({ email: z.email() })
export const tokenRequestSchema = z.object({ token: z.string().min(1).max(512) })
/**
 * An activated account: the address its link activated, for the login form to fill in, and the
 * page asked for at registration, where the first sign-in leads.
 */
export const activationSchema = z.object({
  detail: z.string(),
  email: z.string(),
  return_to: z.string().optional(),
})
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(512),
  password: passwordSchema,
})

export const contactMailRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  turnstile_response: turnstileResponse,
})

/** OAuth providers that can be enabled by configuration. */
export const oauthProviderSchema = z.enum(['google', 'microsoft', 'apple', 'github'])
export type OAuthProvider = z.infer<typeof oauthProviderSchema>

/** Where to send the session after login: only allow-listed origins receive tokens. */
export const returnToQuerySchema = z.object({ returnTo: z.string().max(2048).optional() })

/**
 * Asks for a session of its own for another first-party client (the browser extension) that
 * the signed-in caller is sending to `return_to`; the server checks it against its allow-list.
 */
export const sessionHandOffRequestSchema = z.object({ return_to: z.string().min(1).max(2048) })
export type SessionHandOffRequest = z.infer<typeof sessionHandOffRequestSchema>
