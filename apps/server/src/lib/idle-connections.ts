import type { ServerType } from '@hono/node-server'

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s a load balancer or
 * a client's pool typically keeps one, so the peer always closes first. With Node's 5 s
 * (closed at 6 s), a client reusing a connection as the server closes it gets "socket hang up".
 */
export const IDLE_CONNECTION_MS = 65_000

/** Keeps idle connections open for IDLE_CONNECTION_MS; headers may take a little longer. */
export function keepIdleConnections(server: ServerType) {
  if (!('keepAliveTimeout' in server)) return
  server.keepAliveTimeout = IDLE_CONNECTION_MS
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000
}
