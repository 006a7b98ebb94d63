import type { ApiError } from '@amply/api/errors'
import type { JsonRouteName, RouteInput, RouteOutput } from '@amply/api/client'
import { useMutation } from '@tanstack/react-query'
import type { UseMutationOptions } from '@tanstack/react-query'
import { useRouteCall } from './use-route-call'
import { useInvalidateRoutes } from './use-invalidate-routes'

/** A route without required input is called as `mutate()`. */
type Variables<N extends JsonRouteName> =
  object extends RouteInput<N> ? RouteInput<N> | undefined : RouteInput<N>

export type RouteMutationOptions<N extends JsonRouteName, Context = unknown> = Omit<
  UseMutationOptions<RouteOutput<N>, ApiError, Variables<N>, Context>,
  'mutationFn'
> & {
  /** The routes whose cached answers this call changes: asked again once it succeeds. */
  invalidates?: readonly JsonRouteName[]
}

/**
 * A call that changes server data. When it succeeds its own `onSuccess` runs, then its
 * `invalidates` are asked again; the mutation stays pending until they have answered, so a
 * button stays busy until the list it changed shows the change.
 */
export function useRouteMutation<N extends JsonRouteName, Context = unknown>(
  name: N,
  { invalidates = [], onSuccess, ...options }: RouteMutationOptions<N, Context> = {},
) {
  const call = useRouteCall()
  const invalidate = useInvalidateRoutes()
  return useMutation<RouteOutput<N>, ApiError, Variables<N>, Context>({
    ...options,
    mutationFn: (input) => call(name, input),
    onSuccess: async (...args) => {
      await onSuccess?.(...args)
      await invalidate(invalidates)
    },
  })
}
