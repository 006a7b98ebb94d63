import * as client from 'openid-client'
import type { FlowState } from './flow-cookie'
import { githubProfile } from './github-profile'
import type { ProviderProfile } from './oauth-accounts'
import type { OidcProvider, Provider, ProviderName } from './oauth-providers'

/**
 * Only an explicit "verified" counts: Google's boolean, Apple's "true" string, and for Microsoft
 * (whose `email` claim is not verified) its optional `xms_edov` claim (email domain owner
 * verified), which the app registration must ask for.
 */
function isVerified(claims: client.IDToken): boolean {
  const verified = claims.email_verified ?? claims.xms_edov
  return verified === true || verified === 'true'
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

function oidcProfile(provider: OidcProvider, claims: client.IDToken): ProviderProfile {
  const [first, ...rest] = (text(claims.name) ?? '').trim().split(/\s+/)
  return {
    provider: provider.name,
    subject: claims.sub,
    email: text(claims.email),
    emailVerified: isVerified(claims),
    firstName: text(claims.given_name) ?? text(first),
    lastName: text(claims.family_name) ?? text(rest.join(' ')),
  }
}

/**
 * The authorization code flow through openid-client: OIDC discovery for Google, Microsoft and
 * Apple (ID token signature, issuer, audience, expiry and nonce checked), fixed endpoints for
 * GitHub; PKCE (S256) and state for all. Discovery runs once per provider, and again after a
 * failure.
 */
export function createOauthFlow() {
  const configurations = new Map<ProviderName, Promise<client.Configuration>>()

  function configuration(provider: Provider): Promise<client.Configuration> {
    const known = configurations.get(provider.name)
    if (known) return known
    const loading = load(provider)
    configurations.set(provider.name, loading)
    loading.catch(() => configurations.delete(provider.name))
    return loading
  }

  async function load(provider: Provider): Promise<client.Configuration> {
    const auth = client.ClientSecretPost(provider.clientSecret)
    // Plain http only through OAUTH_ISSUER_OVERRIDES: an identity provider on this machine.
    const insecure = new URL(provider.issuer).protocol === 'http:'
    if (provider.kind === 'github') {
      const config = new client.Configuration(
        {
          issuer: provider.issuer,
          authorization_endpoint: provider.authorizationEndpoint,
          token_endpoint: provider.tokenEndpoint,
        },
        provider.clientId,
        undefined,
        auth,
      )
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- only for an http:// override
      if (insecure) client.allowInsecureRequests(config)
      return config
    }
    return client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      undefined,
      auth,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- only for an http:// override
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    )
  }

  /** The provider's authorization address and the secrets the callback will need. */
  async function start(provider: Provider, redirectUri: string) {
    const config = await configuration(provider)
    const verifier = client.randomPKCECodeVerifier()
    const state = client.randomState()
    const nonce = client.randomNonce()
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: provider.scope,
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...provider.authorizationParams,
    }
    if (provider.kind === 'oidc') parameters.nonce = nonce
    return {
      url: client.buildAuthorizationUrl(config, parameters),
      flow: { provider: provider.name, state, verifier, nonce },
    }
  }

  /** Exchanges the callback's code and answers who signed in; throws when any check fails. */
  async function finish(
    provider: Provider,
    callbackUrl: URL,
    flow: FlowState,
  ): Promise<ProviderProfile> {
    const config = await configuration(provider)
    if (provider.kind === 'github') {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      })
      return githubProfile(provider, tokens.access_token)
    }
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims) throw new Error('The provider sent no ID token')
    return oidcProfile(provider, claims)
  }

  return { start, finish }
}
