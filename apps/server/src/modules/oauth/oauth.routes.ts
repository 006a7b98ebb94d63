import { timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { users } from '../../db/schema/auth'
import type { AppEnv } from '../../lib/app-env'
import { clientInfo } from '../../lib/client-info'
import type { RouteHandlers } from '../../lib/route-table'
import { isAllowedReturnTarget } from '../auth/allowed-origins'
import type { AuthContext } from '../auth/auth-context'
import { setSessionCookies } from '../auth/session-cookies'
import { startOtpStep } from '../auth/otp-login'
import { readTrustedDeviceCookie } from '../auth/trusted-device'
import { createFlowCookies } from './flow-cookie'
import type { FlowState } from './flow-cookie'
import { resolveAccount } from './oauth-accounts'
import { createOauthFlow } from './oauth-flow'
import { enabledProviders, providerLabel } from './oauth-providers'
import type { ProviderName } from './oauth-providers'

interface CallbackQuery {
  code?: string | undefined
  state?: string | undefined
  error?: string | undefined
  error_description?: string | undefined
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

const withReturnTo = (path: string, returnTo: string | undefined) =>
  returnTo
    ? `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`
    : path

/**
 * Login with Google, Microsoft, Apple and GitHub: `auth/{provider}/login` sends the browser to
 * the provider with a flow cookie; `auth/{provider}/callback` checks it, finds or creates the
 * account, starts a session (cookies) and lands on /auth/jwt/verify, which takes its tokens with
 * the refresh call. Every refusal lands on the login page with a short `error` code, logged.
 */
export function oauthHandlers(context: AuthContext, jwtSecret: Uint8Array): RouteHandlers {
  const { env, db, logger, origins, sessions, now } = context
  const providers = enabledProviders(env)
  const flow = createOauthFlow()
  const flowCookies = createFlowCookies(jwtSecret, env.COOKIE_SECURE, now, db)
  const redirectUri = (name: ProviderName) => `${env.PUBLIC_URL}/api/auth/${name}/callback`

  function enabled(name: ProviderName) {
    const provider = providers.get(name)
    if (!provider) {
      throw new HTTPException(404, { message: `${providerLabel(name)} login is not enabled.` })
    }
    return provider
  }

  const login =
    (name: ProviderName) =>
    async (input: { query: { returnTo?: string | undefined } }, c: Context<AppEnv>) => {
      const provider = enabled(name)
      let returnTo = input.query.returnTo
      if (returnTo && !isAllowedReturnTarget(returnTo, origins)) {
        logger.warn('oauth return target dropped: not a first-party origin', {
          request_id: c.get('requestId'),
          provider: name,
          return_to: returnTo,
        })
        returnTo = undefined
      }
      let started: Awaited<ReturnType<typeof flow.start>>
      try {
        started = await flow.start(provider, redirectUri(name))
      } catch (error) {
        logger.error('oauth provider unreachable', { provider: name, error: String(error) })
        throw new HTTPException(502, {
          message: `${provider.label} login is unavailable right now. Please try again later.`,
        })
      }
      await flowCookies.set(c, { ...started.flow, ...(returnTo ? { returnTo } : {}) })
      return c.redirect(started.url.href, 302)
    }

  /** Signs the user in: the OTP step first when the account has OTP on. */
  async function signIn(c: Context<AppEnv>, userId: string, flowState: FlowState) {
    const returnTo =
      flowState.returnTo && isAllowedReturnTarget(flowState.returnTo, origins)
        ? flowState.returnTo
        : undefined
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    const client = clientInfo(c, env.TRUST_PROXY)
    if (user?.otpEnabledAt) {
      // The same second step as the password login (a trusted browser skips it; the email
      // method gets its code mailed). Its cookie is SameSite=Strict, so after the provider's
      // cross-site redirect a browser does not send it: OAuth logins with OTP always ask.
      const step = await startOtpStep({ db, now, rateLimits: context.rateLimits }, user, {
        ip: client.ip,
        trustedDevice: readTrustedDeviceCookie(c),
      })
      if (step.kind === 'otp') return c.redirect(withReturnTo(step.redirectUrl, returnTo), 302)
    }
    const session = await sessions.start(userId, client)
    setSessionCookies(c, session.refresh_token, session.sessionExpiresAt, env.COOKIE_SECURE)
    return c.redirect(withReturnTo('/auth/jwt/verify', returnTo), 302)
  }

  const callback =
    (name: ProviderName) => async (input: { query: CallbackQuery }, c: Context<AppEnv>) => {
      const provider = enabled(name)
      const refuse = (code: string, reason: string, fields: Record<string, unknown> = {}) => {
        logger.warn('oauth login refused', {
          request_id: c.get('requestId'),
          provider: name,
          reason,
          ...fields,
        })
        return c.redirect(`/auth/jwt/login?error=${code}`, 302)
      }
      // Spent whatever happens next: a flow cookie is good for one callback.
      const taken = await flowCookies.take(c)
      const { code, state, error } = input.query
      if (error) {
        return refuse(
          error === 'access_denied' ? 'access_denied' : 'provider_error',
          `the provider answered ${error}`,
          { description: input.query.error_description },
        )
      }
      if (!taken.ok) {
        return refuse(
          'flow_expired',
          taken.reason === 'missing'
            ? 'no flow cookie: expired, or the login started in another browser'
            : 'the flow cookie is invalid, expired or already used',
        )
      }
      const flowState = taken.flow
      if (flowState.provider !== name || !state || !sameText(state, flowState.state)) {
        return refuse('state_mismatch', 'the state does not match the flow cookie')
      }
      if (!code) return refuse('provider_error', 'the provider sent no code')

      // The address the provider redirected to, with its own parameters (openid-client reads
      // them, and sends the same redirect_uri with the code).
      const callbackUrl = new URL(redirectUri(name))
      callbackUrl.search = new URL(c.req.url).search
      let profile
      try {
        profile = await flow.finish(provider, callbackUrl, flowState)
      } catch (failure) {
        return refuse('login_failed', 'the code exchange or the ID token check failed', {
          error: String(failure),
        })
      }
      const outcome = await resolveAccount(db, profile, new Date(now()))
      if (outcome.kind === 'unverified') {
        return refuse('email_unverified', 'the provider did not verify the email', {
          subject: profile.subject,
        })
      }
      logger.info('oauth login', { provider: name, user_id: outcome.userId, how: outcome.how })
      try {
        return await signIn(c, outcome.userId, flowState)
      } catch (failure) {
        // The mail limit of the emailed OTP code: a page to land on, not a JSON error.
        if (failure instanceof HTTPException && failure.status === 429) {
          return refuse('too_many_requests', 'the OTP mail limit was reached')
        }
        throw failure
      }
    }

  return {
    googleLogin: login('google'),
    microsoftLogin: login('microsoft'),
    appleLogin: login('apple'),
    githubLogin: login('github'),
    googleCallback: callback('google'),
    microsoftCallback: callback('microsoft'),
    appleCallback: callback('apple'),
    githubCallback: callback('github'),
    // Apple's form_post comes from its own site, a POST that carries no SameSite=Lax cookie:
    // a 303 turns it into a top-level GET navigation to the callback, which does carry it.
    appleCallbackForm: (input, c) => {
      enabled('apple')
      const parameters = new URLSearchParams()
      for (const key of ['code', 'state', 'error', 'error_description'] as const) {
        const value = input.body[key]
        if (value) parameters.set(key, value)
      }
      return c.redirect(`/api/auth/apple/callback?${parameters.toString()}`, 303)
    },
  }
}
