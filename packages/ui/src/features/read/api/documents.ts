import { routeQueryOptions } from '../../../lib/server-state/route-queries'

/** An uploaded document in the numbered parts its answers cite. */
export const documentQueryOptions = (fileId: string) =>
  routeQueryOptions('getChatFile', { params: { file_id: fileId } })

/** The latest readings, newest first (`history?tool=read`). */
export const readingsQueryOptions = () =>
  routeQueryOptions('listHistory', { query: { tool: 'read', page: 1, page_size: 20 } })
