import { useQuery } from '@tanstack/react-query'
import { useAppServices } from '../../../lib/app-services'
import { routeQueryOptions } from '../../../lib/server-state/route-queries'
import { serverStateOf } from '../../../lib/server-state/server-state'

/** An uploaded document's text, in the parts its answers cite (`chat/file/:id`). */
export const useChatDocument = (fileId: string, enabled: boolean) =>
  useQuery({ ...routeQueryOptions('getChatFile', { params: { file_id: fileId } }), enabled })

/**
 * An image a question was asked with, as its bytes (they come with the session's token, which
 * an `<img src>` cannot send): `BlobImage` shows them.
 */
export function useChatImage(fileId: string | null) {
  const { session } = useAppServices()
  return useQuery({
    queryKey: ['chat-image', fileId],
    queryFn: async () =>
      (
        await serverStateOf(session).download('getChatImage', {
          params: { file_id: fileId ?? '' },
        })
      ).blob,
    enabled: fileId !== null,
    staleTime: Infinity,
  })
}
