import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { enabledProviders } from './oauth-providers'

describe('the provider registry', () => {
  it('enables a provider only when both its client id and secret are set', () => {
    const providers = enabledProviders(
      loadEnv({ GOOGLE_CLIENT_ID: 'id', GITHUB_CLIENT_ID: 'id', APPLE_CLIENT_SECRET: 'secret' }),
    )
    expect(providers.size).toBe(0)
    expect([
      ...enabledProviders(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).keys(),
    ]).toEqual(['google'])
  })

  it('uses the providers’ own issuers and the configured Microsoft tenant by default', () => {
    const providers = enabledProviders(
      loadEnv({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        MICROSOFT_CLIENT_ID: 'm',
        MICROSOFT_CLIENT_SECRET: 's',
        MICROSOFT_TENANT: 'consumers',
        APPLE_CLIENT_ID: 'a',
        APPLE_CLIENT_SECRET: 's',
        GITHUB_CLIENT_ID: 'h',
        GITHUB_CLIENT_SECRET: 's',
      }),
    )
    expect(providers.get('google')).toMatchObject({ issuer: 'https://accounts.google.com' })
    expect(providers.get('microsoft')).toMatchObject({
      issuer: 'https://login.microsoftonline.com/consumers/v2.0',
    })
    expect(providers.get('apple')).toMatchObject({
      issuer: 'https://appleid.apple.com',
      authorizationParams: { response_mode: 'form_post' },
    })
    expect(providers.get('github')).toMatchObject({
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      tokenEndpoint: 'https://github.com/login/oauth/access_token',
      apiUrl: 'https://api.github.com',
    })
  })

  it('takes issuers from OAUTH_ISSUER_OVERRIDES, GitHub as a GitHub Enterprise Server base', () => {
    const providers = enabledProviders(
      loadEnv({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        GITHUB_CLIENT_ID: 'h',
        GITHUB_CLIENT_SECRET: 's',
        OAUTH_ISSUER_OVERRIDES: JSON.stringify({
          google: 'https://idp.example/realms/amply',
          github: 'https://git.example/',
        }),
      }),
    )
    expect(providers.get('google')).toMatchObject({ issuer: 'https://idp.example/realms/amply' })
    expect(providers.get('github')).toMatchObject({
      authorizationEndpoint: 'https://git.example/login/oauth/authorize',
      tokenEndpoint: 'https://git.example/login/oauth/access_token',
      apiUrl: 'https://git.example/api/v3',
    })
  })
})
