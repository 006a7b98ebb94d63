import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { routeKey } from '../../server-state/route-key'
import { routeQueryOptions } from '../../server-state/route-queries'

/**
 * What core's conversation session does with the app's cache: it reads a stored conversation
 * through it (`getConversation`, read afresh each time: route-defaults.ts), and a change the
 * chat stream made (a conversation started, an answer stored) marks every history list stale.
 */
export function useConversationCache() {
  const queries = useQueryClient()
  return useMemo(
    () => ({
      load: (sessionId: string) =>
        queries.query(routeQueryOptions('getConversation', { params: { session_id: sessionId } })),
      onHistoryChanged: () => {
        void queries.invalidateQueries({ queryKey: routeKey('listHistory') })
      },
    }),
    [queries],
  )
}
