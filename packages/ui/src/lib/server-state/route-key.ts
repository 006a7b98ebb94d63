import type { JsonRouteName, RouteInput, RouteOutput } from '@amply/api/client'
import type { DataTag } from '@tanstack/react-query'

/** A query key: the route's name, then its input where it has one. */
export type RouteKey<N extends JsonRouteName> = DataTag<
  readonly [N] | readonly [N, RouteInput<N>],
  RouteOutput<N>
>

/**
 * The one way a query key is made: `[name]` or `[name, input]`. A route's name alone is the
 * prefix of all its keys, so invalidating `routeKey(name)` reaches every input of it. The
 * cache's query function reads the call back from the key (server-state.ts).
 */
export function routeKey<N extends JsonRouteName>(name: N, input?: RouteInput<N>): RouteKey<N> {
  return (input === undefined ? [name] : [name, input]) as unknown as RouteKey<N>
}

/** The key of a route read a page at a time: apart from the single reads of the same input. */
export function routePagesKey<N extends JsonRouteName>(name: N, input?: RouteInput<N>) {
  return [...routeKey(name, input), 'pages'] as const
}
