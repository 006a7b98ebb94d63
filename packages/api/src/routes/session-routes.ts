import { z } from 'zod'
import {
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  returnToQuerySchema,
  sessionHandOffRequestSchema,
  tokenPairSchema,
} from '../entities/auth'
import { messageSchema } from '../entities/error'
import { currentPlanSchema, profileUpdateSchema, userSchema } from '../entities/user'
import { defineRoute } from '../http/route'

const tag = 'Session and user'

/** docs/product.md#server-calls, "session and user". */
export const sessionRoutes = {
  getProfile: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'auth/clients/profile',
    auth: true,
    tag,
    summary: 'The signed-in user',
    response: userSchema,
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    base: 'backend',
    path: 'auth/clients/profile',
    auth: true,
    tag,
    summary: 'Change profile fields (a new email needs current_password)',
    body: profileUpdateSchema,
    response: userSchema,
  }),
  getCurrentPlan: defineRoute({
    method: 'GET',
    base: 'backend',
    path: 'client/subscription',
    auth: true,
    tag,
    summary:
      "The current subscription plan with the user's card-provider link (the banner's rule); an ended one is still answered (valid_to in the past) so the banner can say it expired; null if there never was one",
    response: currentPlanSchema.extend({ gateway_client_id: z.string().nullable() }).nullable(),
  }),
  login: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/login',
    auth: false,
    tag,
    summary:
      'Log in: a session, or a redirect_url to the OTP step; a returnTo off the first-party origins is refused',
    query: returnToQuerySchema,
    body: loginRequestSchema,
    response: authResponseSchema,
    callerHandlesRedirect: true,
  }),
  register: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/register',
    auth: false,
    tag,
    summary: 'Create an account (starts the 30-day trial, sends the activation mail)',
    body: registerRequestSchema,
    response: registerResponseSchema,
    status: 201,
  }),
  logout: defineRoute({
    method: 'DELETE',
    base: 'backend',
    path: 'auth/clients/logout',
    auth: true,
    tag,
    summary: 'End this session',
    response: messageSchema,
  }),
  refreshTokens: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/tokens',
    auth: false,
    tag,
    summary: 'A fresh session from the refresh cookie alone (no body)',
    response: tokenPairSchema,
  }),
  handOffSession: defineRoute({
    method: 'POST',
    base: 'backend',
    path: 'auth/clients/session-handoff',
    auth: true,
    tag,
    summary:
      "A new session of the signed-in user for another first-party client (the browser extension), listed as its own device; the caller's session goes on. A return_to off the first-party origins is refused",
    body: sessionHandOffRequestSchema,
    response: tokenPairSchema,
    status: 201,
  }),
}
