import { routePagesQueryOptions } from '../../../lib/server-state/route-queries'
import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

const PAGE_SIZE = 24

/** The user's generated images, newest first, a page at a time. */
export const galleryQuery = routePagesQueryOptions(
  'listImages',
  { query: { page_size: PAGE_SIZE } },
  (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
)

/** Generates images; the gallery shows them with the rest. */
export const useGenerateImages = (options?: ScreenRouteOptions<'generateImages'>) =>
  useRouteMutation('generateImages', { ...options, invalidates: ['listImages'] })

/** Deletes an image; the gallery loses it. */
export const useDeleteImage = (options?: ScreenRouteOptions<'deleteImage'>) =>
  useRouteMutation('deleteImage', { ...options, invalidates: ['listImages'] })
