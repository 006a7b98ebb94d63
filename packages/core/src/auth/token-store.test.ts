import { describe, expect, it } from 'vitest'
import { createMemoryPlatform } from '../test/memory-platform'
import { createTokenStore } from './token-store'

describe('token store', () => {
  it('keeps the access and refresh tokens under the fixed storage keys', async () => {
    const { platform, values } = createMemoryPlatform()
    const tokens = createTokenStore(platform.storage)
    await tokens.save({ access_token: 'a1', refresh_token: 'r1' })
    expect(Object.fromEntries(values)).toEqual({ access_token: 'a1', refresh_token: 'r1' })
    expect(await tokens.getAccessToken()).toBe('a1')
    expect(await tokens.getRefreshToken()).toBe('r1')
  })

  it('clears both tokens', async () => {
    const { platform, values } = createMemoryPlatform({ access_token: 'a', refresh_token: 'r' })
    await createTokenStore(platform.storage).clear()
    expect(values.size).toBe(0)
  })

  it('can clear only the access token', async () => {
    const { platform, values } = createMemoryPlatform({ access_token: 'a', refresh_token: 'r' })
    await createTokenStore(platform.storage).clearAccessToken()
    expect(Object.fromEntries(values)).toEqual({ refresh_token: 'r' })
  })
})
