import type { ApiClient } from '@amply/api/client'
import type { ShareType } from '@amply/api/entities/chat'
import { ApiError } from '@amply/api/errors'
import { queryOptions } from '@tanstack/react-query'

/** The owner's live links to one conversation (`listShares`). */
export const sharesQueryOptions = (client: ApiClient, sessionId: string) =>
  queryOptions({
    queryKey: ['shares', sessionId],
    queryFn: () => client.call('listShares', { query: { session_id: sessionId } }),
  })

/** The conversation being shared, every branch (`history/:session_id`), fresh each opening. */
export const sharedSourceQueryOptions = (client: ApiClient, sessionId: string) =>
  queryOptions({
    queryKey: ['shares', sessionId, 'conversation'],
    queryFn: () => client.call('getConversation', { params: { session_id: sessionId } }),
    staleTime: 0,
  })

/** A share as anyone with its link reads it (`getShare`, no sign-in). */
export const publicShareQueryOptions = (client: ApiClient, shareType: ShareType, shareId: string) =>
  queryOptions({
    queryKey: ['share', shareType, shareId],
    queryFn: () =>
      client.call('getShare', { params: { share_type: shareType, share_id: shareId } }),
    // A link that no longer works says so at once.
    retry: (failures, error) => failures < 1 && !isGone(error),
  })

/** The server does not know the share, or it was revoked. */
export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404
