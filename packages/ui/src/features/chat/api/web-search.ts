import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

/** Turns a conversation's "Search the web" switch on or off; it is remembered with it. */
export const useSetConversationWebSearch = (
  options?: ScreenRouteOptions<'setConversationWebSearch'>,
) => useRouteMutation('setConversationWebSearch', { ...options, invalidates: ['getConversation'] })
