import { beforeEach, describe, expect, it } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { createExtensionPlatform } from './extension-platform'

beforeEach(() => {
  fakeBrowser.reset()
})

describe("core's platform in the extension", () => {
  it('keeps values in browser.storage.local and reports every change', async () => {
    const platform = createExtensionPlatform({ navigate: () => undefined })
    const changes: unknown[] = []
    const unsubscribe = platform.storage.subscribe((change) => changes.push(change))
    await platform.storage.set('access_token', 'a1')
    expect(await platform.storage.get('access_token')).toBe('a1')
    await platform.storage.remove('access_token')
    expect(await platform.storage.get('access_token')).toBeNull()
    expect(changes).toEqual([
      { key: 'access_token', value: 'a1' },
      { key: 'access_token', value: null },
    ])
    unsubscribe()
  })

  it('has a session exactly while a refresh token is stored (its cookies are the website’s)', async () => {
    const platform = createExtensionPlatform({ navigate: () => undefined })
    expect(await platform.hasRefreshCookie()).toBe(false)
    await platform.storage.set('refresh_token', 'r1')
    expect(await platform.hasRefreshCookie()).toBe(true)
  })

  it('moves the panel for an app path and opens a tab for anything else', async () => {
    const paths: string[] = []
    const platform = createExtensionPlatform({ navigate: (path) => paths.push(path) })
    platform.navigate('/auth/jwt/otp?otp_token=t')
    platform.navigate('https://pay.example/checkout')
    expect(paths).toEqual(['/auth/jwt/otp?otp_token=t'])
    await expect
      .poll(async () => (await fakeBrowser.tabs.query({})).map((tab) => tab.url))
      .toContain('https://pay.example/checkout')
  })
})
