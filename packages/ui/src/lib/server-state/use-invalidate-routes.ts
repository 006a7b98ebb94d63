import type { JsonRouteName } from '@amply/api/client'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { routeKey } from './route-key'

/** Marks the cached answers of these routes (every input) stale and asks again for those shown. */
export function useInvalidateRoutes() {
  const queryClient = useQueryClient()
  return useCallback(
    (routes: readonly JsonRouteName[]) =>
      Promise.all(
        routes.map((route) => queryClient.invalidateQueries({ queryKey: routeKey(route) })),
      ).then(() => undefined),
    [queryClient],
  )
}
