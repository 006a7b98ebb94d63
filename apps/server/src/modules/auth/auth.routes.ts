import { REFRESH_TOKEN_HEADER } from '@amply/api/constants'
import type { TokenPair } from '@amply/api/entities/auth'
import type { RouteSpec } from '@amply/api/route'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../../lib/app-env'
import { clientInfo } from '../../lib/client-info'
import type { RouteHandlers } from '../../lib/route-table'
import {
  extensionReturnTarget,
  isAllowedReturnTarget,
  isExtensionOrigin,
  isFirstPartyRequest,
} from './allowed-origins'
import { readTrustedDeviceCookie } from './trusted-device'
import type { AuthContext } from './auth-context'
import type { IssuedSession, SessionService } from './session.service'
import { clearSessionCookies, readRefreshCookie, setSessionCookies } from './session-cookies'

const tokenPair = (session: IssuedSession): TokenPair => ({
  access_token: session.access_token,
  refresh_token: session.refresh_token,
  expires_at: session.expires_at,
})

/** Checks the Bearer token of a signed-in route and, for operators' routes, the role. */
export function createAuthenticate(sessions: SessionService) {
  return async function authenticate(c: Context<AppEnv>, route: RouteSpec) {
    const header = c.req.header('authorization') ?? ''
    const token = /^Bearer (\S+)$/i.exec(header)?.[1]
    if (!token) throw new HTTPException(401, { message: 'Not authenticated' })
    const principal = await sessions.authenticate(token)
    if (route.admin && principal.role !== 'admin') {
      throw new HTTPException(403, { message: "You don't have permission to perform this action." })
    }
    c.set('principal', principal)
  }
}

/** Session, registration and login calls (docs/product.md#server-calls). */
export function authHandlers(context: AuthContext): RouteHandlers {
  const { auth, sessions, origins } = context
  const cookieSecure = context.env.COOKIE_SECURE
  const client = (c: Context) => clientInfo(c, context.env.TRUST_PROXY)
  const startSession = (c: Context, session: IssuedSession) => {
    setSessionCookies(c, session.refresh_token, session.sessionExpiresAt, cookieSecure)
    return tokenPair(session)
  }

  return {
    register: (input, c) => auth.register(input.body, client(c)),
    activateAccount: (input) => auth.activate(input.body.token),
    resendActivationLink: (input, c) => auth.resendActivation(input.body.email, client(c)),

    login: async (input, c) => {
      const returnTo = input.query.returnTo
      if (returnTo && !isAllowedReturnTarget(returnTo, origins)) {
        throw new HTTPException(400, { message: 'This return address is not allowed.' })
      }
      const outcome = await auth.login(input.body, client(c), readTrustedDeviceCookie(c))
      if (outcome.kind === 'otp') return { redirect_url: outcome.redirectUrl }
      return startSession(c, outcome.session)
    },

    refreshTokens: async (_, c) => {
      const firstParty = isFirstPartyRequest(
        {
          origin: c.req.header('origin'),
          fetchSite: c.req.header('sec-fetch-site'),
          host: c.req.header('host'),
        },
        origins,
      )
      if (!firstParty)
        throw new HTTPException(403, { message: 'Cross-site requests may not refresh a session.' })
      // The extension keeps its own session's token and sends it in a header: the cookies are
      // the website's session, which the panel must not replace (it sends no cookies at all).
      const ownToken = c.req.header(REFRESH_TOKEN_HEADER)
      const refreshToken = ownToken ?? readRefreshCookie(c)
      if (!refreshToken) throw new HTTPException(401, { message: 'Session expired' })
      // The extension's session keeps its name on the sessions page (same browser, same agent).
      const app = isExtensionOrigin(c.req.header('origin'), origins) ? 'extension' : undefined
      try {
        const session = await sessions.refresh(refreshToken, { ...client(c), ...(app && { app }) })
        return ownToken ? tokenPair(session) : startSession(c, session)
      } catch (error) {
        if (error instanceof HTTPException && error.status === 401)
          clearSessionCookies(c, cookieSecure)
        throw error
      }
    },

    handOffSession: async (input, c) => {
      // Only an allow-listed extension page gets a session, and a new one: the caller's own
      // tokens never leave it, and either side can sign out without ending the other.
      if (!extensionReturnTarget(input.body.return_to, origins)) {
        throw new HTTPException(400, { message: 'This return address is not allowed.' })
      }
      const { userId } = c.get('principal')
      const session = await sessions.start(userId, { ...client(c), app: 'extension' })
      return tokenPair(session)
    },

    logout: async (_, c) => {
      const { userId, sessionId } = c.get('principal')
      await sessions.revoke(userId, sessionId, 'logout')
      clearSessionCookies(c, cookieSecure)
      return { detail: 'You are logged out.' }
    },

    getProfile: (_, c) => auth.profile(c.get('principal').userId),

    activeSessions: (_, c) => {
      const { userId, sessionId } = c.get('principal')
      return sessions.list(userId, sessionId)
    },
    deleteSession: async (input, c) => {
      const { userId } = c.get('principal')
      if (
        !(await sessions.revoke(userId, input.body.session_id, 'signed out from another device'))
      ) {
        throw new HTTPException(404, { message: 'No such session.' })
      }
      return { detail: 'The device is signed out.' }
    },
  }
}
