import { useQueryClient } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'
import { useCallback } from 'react'

/**
 * Asks for what a screen is about to show (a tab the pointer or focus reaches), so that it
 * opens without a wait. An answer cached and fresh is not asked again; a failure shows when the
 * screen opens (it asks again then).
 */
export function usePrefetch() {
  const queryClient = useQueryClient()
  return useCallback(
    (keys: readonly QueryKey[]) => {
      for (const queryKey of keys) queryClient.query({ queryKey }).catch(() => undefined)
    },
    [queryClient],
  )
}
