import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

/** Shares a branch of a conversation as a public link; the conversation's links show it. */
export const useCreateShare = (options?: ScreenRouteOptions<'createShare'>) =>
  useRouteMutation('createShare', { ...options, invalidates: ['listShares'] })

/** Stops sharing: the link answers 404 from now on. */
export const useRevokeShare = (options?: ScreenRouteOptions<'revokeShare'>) =>
  useRouteMutation('revokeShare', { ...options, invalidates: ['listShares'] })

/** Copies a shared conversation into the user's history, where the copy then shows. */
export const useContinueShare = () =>
  useRouteMutation('continueShare', { invalidates: ['listHistory'] })
