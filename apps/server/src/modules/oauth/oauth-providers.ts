import type { Env } from '../../env'

export const PROVIDERS = ['google', 'microsoft', 'apple', 'github'] as const
export type ProviderName = (typeof PROVIDERS)[number]

interface ProviderBase {
  name: ProviderName
  /** For messages: "Google login is not enabled." */
  label: string
  clientId: string
  clientSecret: string
  scope: string
  /** Extra parameters of the authorization request. */
  authorizationParams: Record<string, string>
}

/** An OpenID Connect provider: endpoints from discovery, the user from the validated ID token. */
export interface OidcProvider extends ProviderBase {
  kind: 'oidc'
  issuer: string
}

/** GitHub: plain OAuth 2 (no ID token); the user and their emails come from its REST API. */
export interface GithubProvider extends ProviderBase {
  kind: 'github'
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  apiUrl: string
}

export type Provider = OidcProvider | GithubProvider

const labels: Record<ProviderName, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
}

export const providerLabel = (name: ProviderName) => labels[name]

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * The providers the configuration enables (client id and secret both set). OAUTH_ISSUER_OVERRIDES
 * replaces a provider's issuer: for OIDC providers the discovery address, for GitHub the base
 * address of a GitHub Enterprise Server (`<base>/login/oauth/...`, API at `<base>/api/v3`), which
 * is also how tests point GitHub at a local server.
 */
export function enabledProviders(env: Env): Map<ProviderName, Provider> {
  const overrides = env.OAUTH_ISSUER_OVERRIDES
  const providers = new Map<ProviderName, Provider>()
  const credentials = {
    google: [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
    microsoft: [env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET],
    apple: [env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET],
    github: [env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET],
  } satisfies Record<ProviderName, [string | undefined, string | undefined]>
  const defaultIssuers = {
    google: 'https://accounts.google.com',
    // openid-client resolves the {tenantid} issuer of Entra's multi-tenant endpoints itself.
    microsoft: `https://login.microsoftonline.com/${env.MICROSOFT_TENANT}/v2.0`,
    apple: 'https://appleid.apple.com',
  }

  for (const name of PROVIDERS) {
    const [clientId, clientSecret] = credentials[name]
    if (!clientId || !clientSecret) continue
    const base = { name, label: labels[name], clientId, clientSecret }
    if (name === 'github') {
      const override = overrides.github ? trimSlash(overrides.github) : undefined
      providers.set(name, {
        ...base,
        kind: 'github',
        issuer: override ?? 'https://github.com',
        authorizationEndpoint: `${override ?? 'https://github.com'}/login/oauth/authorize`,
        tokenEndpoint: `${override ?? 'https://github.com'}/login/oauth/access_token`,
        apiUrl: override ? `${override}/api/v3` : 'https://api.github.com',
        scope: 'read:user user:email',
        authorizationParams: {},
      })
      continue
    }
    providers.set(name, {
      ...base,
      kind: 'oidc',
      issuer: overrides[name] ?? defaultIssuers[name],
      // Apple gives the email only when asked for, and then only through a form POST.
      scope: name === 'apple' ? 'openid email name' : 'openid email profile',
      authorizationParams: name === 'apple' ? { response_mode: 'form_post' } : {},
    })
  }
  return providers
}
