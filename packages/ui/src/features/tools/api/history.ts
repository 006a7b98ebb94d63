import { routeQueryOptions } from '../../../lib/server-state/route-queries'

/** A tool's latest sessions, newest first (`history?tool=`), fetched each time the list opens. */
export const toolHistoryQueryOptions = (tool: 'write' | 'translate') =>
  routeQueryOptions('listHistory', { query: { tool, page: 1, page_size: 20 } })
