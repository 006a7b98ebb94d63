import { Events, OAuth2Server } from 'oauth2-mock-server'

/** The claims the next ID token carries (sub, email, email_verified...). */
export type Claims = Record<string, unknown>

export interface GithubAccount {
  user: { id: number; login: string; name: string | null }
  emails: { email: string; primary: boolean; verified: boolean }[]
}

/**
 * Tests only: local identity providers on 127.0.0.1. `oidc` is an OpenID Connect provider
 * (discovery, signed ID tokens, PKCE and nonce checked by oauth2-mock-server); `github` serves
 * GitHub's endpoint paths (a GitHub Enterprise Server layout: /login/oauth/..., /api/v3/...),
 * answers no ID token, and serves the user API only to the access token it issued.
 */
export async function startMockProviders() {
  const oidc = new OAuth2Server()
  await oidc.issuer.keys.generate('RS256')
  let claims: Claims = {}
  oidc.service.on(Events.BeforeTokenSigning, (token: { payload: Claims }) => {
    Object.assign(token.payload, claims)
  })
  await oidc.start(0, '127.0.0.1')

  const github = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  })
  await github.issuer.keys.generate('RS256')
  let account: GithubAccount | undefined
  const issued = new Set<string>()
  github.service.on(Events.BeforeResponse, (response: { body: Record<string, unknown> }) => {
    delete response.body.id_token
    if (typeof response.body.access_token === 'string') issued.add(response.body.access_token)
  })
  const serve =
    (pick: (current: GithubAccount) => unknown) =>
    (req: { headers: Record<string, string | string[] | undefined> }, res: ServerResponseLike) => {
      const token = /^Bearer (\S+)$/.exec(String(req.headers.authorization ?? ''))?.[1]
      const known = token !== undefined && issued.has(token) ? account : undefined
      res.statusCode = known ? 200 : 401
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(known ? pick(known) : { message: 'Bad credentials' }))
    }
  github.service.addRoute(
    'GET',
    '/api/v3/user',
    serve((current) => current.user),
  )
  github.service.addRoute(
    'GET',
    '/api/v3/user/emails',
    serve((current) => current.emails),
  )
  await github.start(0, '127.0.0.1')

  return {
    oidcIssuer: String(oidc.issuer.url),
    githubBase: String(github.issuer.url),
    /** Who the OIDC provider says signs in next. */
    setClaims(next: Claims) {
      claims = next
    },
    /** Who GitHub says signs in next. */
    setGithubAccount(next: GithubAccount) {
      account = next
    },
    async stop() {
      await Promise.all([oidc.stop(), github.stop()])
    },
  }
}

interface ServerResponseLike {
  statusCode: number
  setHeader: (name: string, value: string) => unknown
  end: (body: string) => unknown
}
