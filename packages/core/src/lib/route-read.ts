import type { ApiClient, JsonRouteName, RouteInput, RouteOutput } from '@amply/api/client'

/**
 * How a store reads a route's answer. The apps pass their query cache's read, so what a store
 * loads (the user, the model list) sits in the same cache as what the screens load; without
 * one, a store reads straight from the client (core's own tests).
 */
export type RouteRead = <N extends JsonRouteName>(
  name: N,
  input?: RouteInput<N>,
) => Promise<RouteOutput<N>>

/** Reads straight from the client, with no cache. */
export function readFromClient(client: ApiClient): RouteRead {
  // The client's argument tuple is per route; the input here is the route's own.
  const call = client.call as (name: JsonRouteName, input?: unknown) => Promise<never>
  return (name, input) => call(name, input)
}
