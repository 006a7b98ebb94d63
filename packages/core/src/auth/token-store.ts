import type { TokenPair } from '@amply/api/entities/auth'
import { storageKeys } from '@amply/api/settings-options'
import type { PlatformStorage } from '../platform/platform'

export type TokenStore = ReturnType<typeof createTokenStore>

/**
 * The session's tokens in the platform's storage under fixed keys (docs/product.md#stored-locally):
 * the access token, and the refresh token saved at login beside it.
 */
export function createTokenStore(storage: PlatformStorage) {
  return {
    getAccessToken: () => storage.get(storageKeys.accessToken),
    getRefreshToken: () => storage.get(storageKeys.refreshToken),
    async save(pair: Pick<TokenPair, 'access_token' | 'refresh_token'>) {
      await storage.set(storageKeys.accessToken, pair.access_token)
      await storage.set(storageKeys.refreshToken, pair.refresh_token)
    },
    clearAccessToken: () => storage.remove(storageKeys.accessToken),
    async clear() {
      await storage.remove(storageKeys.accessToken)
      await storage.remove(storageKeys.refreshToken)
    },
  }
}
