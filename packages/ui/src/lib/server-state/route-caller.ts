import type {
  ApiClient,
  CallOptions,
  DownloadedFile,
  FileRouteName,
  JsonRouteName,
  RouteInput,
  RouteOutput,
} from '@amply/api/client'
import { publicApi } from '../api/public-api'
import type { LazySession } from '../session/lazy-session'

/** Makes one JSON call of the route table; input and answer are typed by the route. */
export type RouteCall = <N extends JsonRouteName>(
  name: N,
  input?: RouteInput<N>,
  options?: CallOptions,
) => Promise<RouteOutput<N>>

/**
 * Which client makes a call: the session's once it has started (it adds the token, follows
 * `redirect_url` and ends an expired session), and a signed-in route starts it. A public route
 * asked before any session (a public page) goes through the lazy public client, so public
 * pages never download the session machinery (docs/decisions.md).
 */
export function createRouteCall(session: LazySession): RouteCall {
  async function clientFor(name: JsonRouteName): Promise<ApiClient> {
    const started = session.getSnapshot()
    if (started) return started.client
    // The route table comes with the client's chunk, never with a public page's first code.
    const { routeTable } = await import('@amply/api/route-table')
    if (routeTable[name].auth) return (await session.load()).client
    return publicApi()
  }
  return async (name, input, options) => {
    const client = await clientFor(name)
    // The client's argument tuple is per route; here input is the route's own, checked above.
    const call = client.call as (
      name: JsonRouteName,
      input?: unknown,
      options?: CallOptions,
    ) => Promise<never>
    return call(name, input, options)
  }
}

/** Fetches a file route's answer (a signed-in download: one conversation as Markdown). */
export type RouteDownload = <N extends FileRouteName>(
  name: N,
  input: RouteInput<N>,
) => Promise<DownloadedFile>

export function createRouteDownload(session: LazySession): RouteDownload {
  return async (name, input) => {
    const { client } = await session.load()
    const download = client.download as (name: FileRouteName, input: unknown) => Promise<never>
    return download(name, input)
  }
}
