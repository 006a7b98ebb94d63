import { routePagesQueryOptions } from '../../../lib/server-state/route-queries'
import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

const PAGE_SIZE = 30

/** The chat's stored conversations, newest first, a page at a time (infinite scroll). */
export const historyQueryOptions = (search: string) =>
  routePagesQueryOptions(
    'listHistory',
    { query: { tool: 'chat', page_size: PAGE_SIZE, ...(search ? { search } : {}) } },
    (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  )

/** Renames a conversation; the history shows the new name. */
export const useRenameConversation = (options?: ScreenRouteOptions<'renameConversation'>) =>
  useRouteMutation('renameConversation', { ...options, invalidates: ['listHistory'] })

/** Deletes a conversation for good; the history loses it. */
export const useDeleteConversation = (options?: ScreenRouteOptions<'deleteConversation'>) =>
  useRouteMutation('deleteConversation', { ...options, invalidates: ['listHistory'] })
