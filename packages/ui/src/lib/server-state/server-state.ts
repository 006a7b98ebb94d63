import type { JsonRouteName, RouteInput } from '@amply/api/client'
import type { SessionCache } from '@amply/core/auth/session'
import type { RouteRead } from '@amply/core/lib/route-read'
import { QueryClient } from '@tanstack/react-query'
import type { LazySession } from '../session/lazy-session'
import { routeDefaults } from './route-defaults'
import { routeKey } from './route-key'
import { createRouteCall, createRouteDownload } from './route-caller'
import type { RouteCall, RouteDownload } from './route-caller'

export interface ServerState {
  /** The app's one query cache. */
  queryClient: QueryClient
  call: RouteCall
  /** A file route's answer, outside the cache (files are saved, never shown from it). */
  download: RouteDownload
  /**
   * Core's stores read through the cache (the user, the model list): their answers sit beside
   * the screens' under the same keys, follow the same route defaults and go with `clear()`.
   */
  read: RouteRead
  /**
   * What core's session is given of the cache: `read`, and `onSignedOut`, which empties the
   * cache when a signed-in session ends, however it ends (core's one sign-out path), so that
   * nothing of one user shows to the next.
   */
  sessionCache: SessionCache
}

const states = new WeakMap<LazySession, ServerState>()

/**
 * The query cache and the call of one app (the website, the side panel), made on first use.
 * Every query's function is the cache's default: the route and input are read from the key
 * (`routeKey`), so a route can have only one key shape and one query function. A query read a
 * page at a time gets its page as `query.page`.
 */
export function serverStateOf(session: LazySession): ServerState {
  const known = states.get(session)
  if (known) return known
  const call = createRouteCall(session)
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // Data is not refetched on window focus (docs/product.md#constants).
        refetchOnWindowFocus: false,
        retry: 1,
        queryFn: ({ queryKey, pageParam }) => {
          const [name, input] = queryKey as unknown as [JsonRouteName, PagedInput?]
          const routeInput = pageParam === undefined ? input : withPage(input, pageParam)
          return call(name, routeInput as RouteInput<JsonRouteName>)
        },
      },
      mutations: { retry: 0 },
    },
  })
  for (const [name, defaults] of Object.entries(routeDefaults)) {
    queryClient.setQueryDefaults(routeKey(name as JsonRouteName), defaults)
  }
  // A store decides what a failure means (signed out, the list's message): no retry first.
  const read: RouteRead = (name, input) =>
    queryClient.query({ queryKey: routeKey(name, input), retry: false })
  const onSignedOut = () => {
    queryClient.clear()
  }
  const state = {
    queryClient,
    call,
    download: createRouteDownload(session),
    read,
    sessionCache: { read, onSignedOut },
  }
  states.set(session, state)
  return state
}

type PagedInput = { query?: object } | undefined

function withPage(input: PagedInput, page: unknown) {
  return { ...input, query: { ...input?.query, page } }
}
