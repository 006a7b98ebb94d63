import { clientConfigSchema } from '@amply/api/entities/client-config'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { createTestDatabase } from '../../../test-support/database'

const { db } = await createTestDatabase()

describe('GET /api/config', () => {
  it('names nothing optional when nothing is configured, but always the website origin', async () => {
    const app = createTestApp(db, { PUBLIC_URL: 'https://amply.example' })
    const response = await app.request('/api/config')
    expect(response.status).toBe(200)
    expect(clientConfigSchema.parse(await response.json())).toEqual({
      oauth_providers: [],
      turnstile_site_key: null,
      allowed_return_origins: ['https://amply.example'],
    })
  })

  it('names the enabled OAuth providers, the Turnstile site key and the extension origins', async () => {
    const app = createTestApp(db, {
      PUBLIC_URL: 'https://amply.example',
      GITHUB_CLIENT_ID: 'id',
      GITHUB_CLIENT_SECRET: 'secret',
      TURNSTILE_SITE_KEY: '0x4AAAA-site',
      TURNSTILE_SECRET_KEY: '0x4AAAA-secret',
      EXTENSION_IDS: 'abcdefghijklmnopabcdefghijklmnop',
    })
    const config = clientConfigSchema.parse(await (await app.request('/api/config')).json())
    expect(config.oauth_providers).toEqual(['github'])
    expect(config.turnstile_site_key).toBe('0x4AAAA-site')
    expect(config.allowed_return_origins).toContain(
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    )
  })
})
