import { z } from 'zod'
import {
  authResponseSchema,
  changePasswordRequestSchema,
  contactMailRequestSchema,
  deleteAccountRequestSchema,
  emailRequestSchema,
  otpDeviceVerifyRequestSchema,
  otpDeviceVerifyResponseSchema,
  otpDisableRequestSchema,
  otpGenerateRequestSchema,
  otpGenerateResponseSchema,
  otpResendRequestSchema,
  otpVerifyRequestSchema,
  resetPasswordRequestSchema,
  returnToQuerySchema,
  tokenRequestSchema,
  activationSchema,
} from '../entities/auth'
import { messageSchema } from '../entities/error'
import { helpdeskLinkSchema } from '../entities/helpdesk'
import { activeSessionSchema, deleteSessionRequestSchema } from '../entities/session'
import { defineRoute } from '../http/route'

const tag = 'Auth'

/** Starts an OAuth login: a browser navigation that ends on /auth/jwt/verify. */
const oauthLogin = (provider: string) =>
  defineRoute({
    method: 'GET',
    base: 'backend',
    path: `auth/${provider}/login`,
    auth: false,
    tag,
    summary: `Log in with ${provider} (redirects to the provider)`,
    query: returnToQuerySchema,
    responseType: 'redirect',
    response: z.void(),
  })

/**
 * What a provider sends back to the callback: a code and the state, or an error. Providers may
 * add other parameters (scope, iss, ...), which the schema lets through untouched.
 */
const oauthCallbackSchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(2048).optional(),
})

/** Where the provider sends the browser back; ends on /auth/jwt/verify or the login page. */
const oauthCallback = (provider: string) =>
  defineRoute({
    method: 'GET',
    base: 'backend',
    path: `auth/${provider}/callback`,
    auth: false,
    tag,
    summary: `Finish a login with ${provider} (redirects to the website)`,
    query: oauthCallbackSchema,
    responseType: 'redirect',
    response: z.void(),
  })

/** docs/product.md#server-calls, "auth". */
export const authRoutes = {
  googleLogin: oauthLogin('google'),
  microsoftLogin: oauthLogin('microsoft'),
  appleLogin: oauthLogin('apple'),
  githubLogin: oauthLogin('github'),
  googleCallback: oauthCallback('google'),
  microsoftCallback: oauthCallback('microsoft'),
  appleCallback: oauthCallback('apple'),
  githubCallback: oauthCallback('github'),
  // Apple answers with response_mode=form_post whenever name or email are asked for: a form
  // POST (urlencoded, which the multipart reader also parses) that is turned into the GET above.
  appleCallbackForm: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/apple/callback',
    auth: false,
    tag,
    summary: 'Finish a login with apple (form_post; redirects to the GET callback)',
    body: oauthCallbackSchema.extend({ user: z.string().max(4096).optional() }),
    bodyType: 'multipart',
    responseType: 'redirect',
    response: z.void(),
  }),
  verifyOtp: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/otp/verify',
    auth: false,
    tag,
    summary: 'Finish a login with a TOTP, emailed or backup code',
    body: otpVerifyRequestSchema,
    response: authResponseSchema,
    callerHandlesRedirect: true,
  }),
  verifyOtpDevice: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/otp/device/verify',
    auth: true,
    tag,
    summary: 'Confirm a new OTP method with its first code; answers the backup codes',
    body: otpDeviceVerifyRequestSchema,
    response: otpDeviceVerifyResponseSchema,
  }),
  disableOtp: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/otp/disable',
    auth: true,
    tag,
    summary: 'Turn OTP off (needs the current password)',
    body: otpDisableRequestSchema,
    response: messageSchema,
  }),
  generateOtp: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/otp/generate',
    auth: true,
    tag,
    summary: 'Start setting up OTP: a TOTP secret and QR URI, or an emailed code',
    body: otpGenerateRequestSchema,
    response: otpGenerateResponseSchema,
  }),
  resendOtp: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/resend/otp',
    auth: false,
    tag,
    summary: 'Email a new login code',
    body: otpResendRequestSchema,
    response: messageSchema,
  }),
  changePassword: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/change-password',
    auth: true,
    tag,
    summary: 'Change the password (ends the other sessions)',
    body: changePasswordRequestSchema,
    response: messageSchema,
  }),
  deleteAccount: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/account/delete',
    auth: true,
    tag,
    summary: 'Delete the account and end every session',
    body: deleteAccountRequestSchema,
    response: messageSchema,
  }),
  helpdeskLoginLink: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'auth/helpdesk/login-link',
    auth: true,
    tag,
    summary: 'The help desk link for the support button',
    response: helpdeskLinkSchema,
  }),
  sendContactMail: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/send-contact-mail',
    auth: false,
    tag,
    summary: 'The contact form: mails support',
    body: contactMailRequestSchema,
    response: messageSchema,
  }),
  activateAccount: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/client/activate',
    auth: false,
    tag,
    summary: 'Activate an account with the token from its mail',
    body: tokenRequestSchema,
    response: activationSchema,
  }),
  resendActivationLink: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/resend-activation-link',
    auth: false,
    tag,
    summary: 'Mail the activation link again',
    body: emailRequestSchema,
    response: messageSchema,
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/forgot-password',
    auth: false,
    tag,
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    body: emailRequestSchema,
    response: messageSchema,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/reset-password',
    auth: false,
    tag,
    summary: 'Set a new password with a reset token (single use; ends every session)',
    body: resetPasswordRequestSchema,
    response: messageSchema,
  }),
  confirmEmailChange: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/confirm-email',
    auth: false,
    tag,
    summary:
      'Make a new email address take effect with the token mailed to it (single use; the old address is told)',
    body: tokenRequestSchema,
    response: messageSchema,
  }),
  activeSessions: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'auth/clients/active-sessions',
    auth: true,
    tag,
    summary: 'Signed-in devices',
    response: z.array(activeSessionSchema),
  }),
  deleteSession: defineRoute({
    method: 'DELETE',
    base: 'backend',
    path: 'auth/clients/delete-session',
    auth: true,
    tag,
    summary: 'Sign a device out',
    body: deleteSessionRequestSchema,
    response: messageSchema,
  }),
}
