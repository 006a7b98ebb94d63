import { routePagesQueryOptions } from '../../../lib/server-state/route-queries'

const PAGE_SIZE = 30

/** The chat's stored conversations, newest first, a page at a time (infinite scroll). */
export const historyQueryOptions = (search: string) =>
  routePagesQueryOptions(
    'listHistory',
    { query: { tool: 'chat', page_size: PAGE_SIZE, ...(search ? { search } : {}) } },
    (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  )
