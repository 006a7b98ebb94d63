import { routePagesQueryOptions } from '../../../lib/server-state/route-queries'

const PAGE_SIZE = 24

/** The user's generated images, newest first, a page at a time. */
export const galleryQuery = routePagesQueryOptions(
  'listImages',
  { query: { page_size: PAGE_SIZE } },
  (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
)
