import type { JsonRouteName } from '@amply/api/client'
import { isGone } from '@amply/api/errors'
import { keepPreviousData } from '@tanstack/react-query'
import type { QueryObserverOptions } from '@tanstack/react-query'

type RouteDefaults = Pick<
  QueryObserverOptions,
  'staleTime' | 'placeholderData' | 'gcTime' | 'retry'
>

const FIVE_MINUTES = 5 * 60_000

/**
 * Per-route query defaults, the only place they are set (the cache applies them by key
 * prefix). Anything not named here is fresh for no time: asked again on each new screen.
 */
export const routeDefaults: Partial<Record<JsonRouteName, RouteDefaults>> = {
  // The signed-in user and plan change by this user's own writes, which invalidate them; a
  // session's end empties the cache (core's auth store reads them to sign in).
  getProfile: { staleTime: Number.POSITIVE_INFINITY },
  getCurrentPlan: { staleTime: Number.POSITIVE_INFINITY },
  // The server's configuration changes with a deploy, not during a visit.
  clientConfig: { staleTime: Number.POSITIVE_INFINITY },
  // Suggested prompts, image styles and gateways change only with a server release.
  listPrompts: { staleTime: Number.POSITIVE_INFINITY },
  listImageStyles: { staleTime: Number.POSITIVE_INFINITY },
  listGateways: { staleTime: Number.POSITIVE_INFINITY },
  // The catalogue shown on the public pages; an operator's change shows within minutes.
  listPlans: { staleTime: FIVE_MINUTES },
  catalogModels: { staleTime: FIVE_MINUTES },
  // A stored conversation is read afresh each time it opens (another tab may have added to it);
  // one that is gone stays gone: its address says so at once, not after retries.
  getConversation: { gcTime: 0, retry: (failures, error) => !isGone(error) && failures < 1 },
  // An uploaded document never changes.
  getChatFile: { staleTime: Number.POSITIVE_INFINITY },
  // A new quote keeps the last one on screen while it loads (the amounts do not blank out).
  quotePayment: { placeholderData: keepPreviousData },
}
