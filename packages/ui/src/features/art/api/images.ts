import type { ApiClient } from '@amply/api/client'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'

const PAGE_SIZE = 24

export const galleryKey = ['art', 'gallery'] as const

/** The user's generated images, newest first, a page at a time. */
export const galleryQueryOptions = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: galleryKey,
    queryFn: ({ pageParam }) =>
      client.call('listImages', { query: { page: pageParam, page_size: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
  })

/** The image styles (`client/image_style`): they change only with a server release. */
export const imageStylesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['art', 'styles'],
    queryFn: () => client.call('listImageStyles'),
    staleTime: Infinity,
  })
