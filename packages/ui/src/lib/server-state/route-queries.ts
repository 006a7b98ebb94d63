import type { ApiError } from '@amply/api/errors'
import type { JsonRouteName, RouteInput, RouteOutput } from '@amply/api/client'
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query'
import type { GetNextPageParamFunction, InfiniteData, UseQueryOptions } from '@tanstack/react-query'
import { routeKey, routePagesKey } from './route-key'
import type { RouteKey } from './route-key'

/** What a query of the route may set beside its defaults (route-defaults.ts). */
export type RouteQueryOptions<N extends JsonRouteName> = Omit<
  UseQueryOptions<RouteOutput<N>, ApiError, RouteOutput<N>, RouteKey<N>>,
  'queryKey' | 'queryFn'
>

/** The input, required where the route has a required part (path parameters, a body). */
export type QueryArgs<N extends JsonRouteName> =
  object extends RouteInput<N>
    ? [input?: RouteInput<N>, options?: RouteQueryOptions<N>]
    : [input: RouteInput<N>, options?: RouteQueryOptions<N>]

/** A route's query, for `useQuery`, prefetching and `ensureQueryData`. */
export function routeQueryOptions<N extends JsonRouteName>(
  name: N,
  ...[input, options]: QueryArgs<N>
) {
  return queryOptions<RouteOutput<N>, ApiError, RouteOutput<N>, RouteKey<N>>({
    ...options,
    queryKey: routeKey(name, input),
  })
}

/** A route's answer in the app's cache: fetched when first used, shared by every screen. */
export function useRouteQuery<N extends JsonRouteName>(name: N, ...args: QueryArgs<N>) {
  return useQuery(routeQueryOptions(name, ...args))
}

/**
 * A route read a page at a time (pages from 1, `query.page`); `next` says the page after the
 * last one read, or undefined at the end.
 */
export function routePagesQueryOptions<N extends JsonRouteName>(
  name: N,
  input: RouteInput<N>,
  next: GetNextPageParamFunction<number, RouteOutput<N>>,
) {
  return infiniteQueryOptions<
    RouteOutput<N>,
    ApiError,
    InfiniteData<RouteOutput<N>, number>,
    ReturnType<typeof routePagesKey<N>>,
    number
  >({
    queryKey: routePagesKey(name, input),
    initialPageParam: 1,
    getNextPageParam: next,
  })
}
