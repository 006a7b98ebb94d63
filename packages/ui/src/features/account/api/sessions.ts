import { useRoutesMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenWriteOptions } from '../../../lib/server-state/route-mutation'

/**
 * Signs devices out (one, or every other one at once): each is revoked on the server, so its
 * next call finds it ended; answers how many. The device list is asked again after, even after
 * a failure part-way (the ones already revoked are gone).
 */
export const useRevokeSessions = (options?: ScreenWriteOptions<number, readonly string[]>) =>
  useRoutesMutation(
    async (call, ids: readonly string[]) => {
      for (const id of ids) await call('deleteSession', { body: { session_id: id } })
      return ids.length
    },
    { ...options, invalidates: ['activeSessions'] },
  )
