import { createServer } from 'node:http'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach } from 'vitest'
import { createStore } from '../lib/store'

export interface Received {
  method: string
  path: string
  authorization: string | undefined
  headers: IncomingHttpHeaders
  body: string
}

type Handler = (response: ServerResponse, request: Received) => void

/**
 * A real HTTP server on 127.0.0.1 and a free port, answering by "METHOD /path" (no mocked
 * fetch). Unrouted requests get a 404 error body.
 */
export async function startLocalServer() {
  const server = createLocalServer()
  await server.listen()
  return server
}

/**
 * A local server of its own for each test of a file, listening before the test and closed after
 * it: a request that a test left in flight (a call it aborted or timed out, on a busy machine
 * still on its way) can never reach the next test's server, its routes or its `received`.
 */
export function useLocalServer(): LocalServer {
  let current = createLocalServer()
  beforeEach(async () => {
    current = createLocalServer()
    await current.listen()
  })
  afterEach(() => current.close())
  return {
    get origin() {
      return current.origin
    },
    get received() {
      return current.received
    },
    get requests() {
      return current.requests
    },
    listen: () => current.listen(),
    on: (route, handler) => {
      current.on(route, handler)
    },
    reset: () => {
      current.reset()
    },
    count: (route) => current.count(route),
    close: () => current.close(),
  }
}

function createLocalServer() {
  const routes = new Map<string, Handler>()
  const received: Received[] = []
  // Counts the requests received, for tests that wait for one (waitFor(server.requests, ...)).
  const requests = createStore(0)
  const server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? ''
      const seen = {
        method: request.method ?? '',
        path,
        authorization: request.headers.authorization,
        headers: request.headers,
        body,
      }
      received.push(seen)
      requests.set((count) => count + 1)
      const handler = routes.get(`${seen.method} ${path}`)
      if (handler) handler(response, seen)
      else json(response, 404, { detail: 'Not Found' })
    })
  })
  let origin = ''
  return {
    /** http://127.0.0.1:port, once listening. */
    get origin() {
      return origin
    },
    received,
    /** Changes whenever a request arrives. */
    requests: { getSnapshot: requests.getSnapshot, subscribe: requests.subscribe },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    /** Sets the answer of one route, e.g. `on('POST /api/auth/clients/tokens', ...)`. */
    on(route: string, handler: Handler) {
      routes.set(route, handler)
    },
    reset() {
      routes.clear()
      received.length = 0
    },
    count: (route: string) =>
      received.filter((request) => `${request.method} ${request.path}` === route).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}

export type LocalServer = ReturnType<typeof createLocalServer>

/**
 * Resolves, once a request for `route` has arrived, with its response still unanswered: the
 * test answers it when it chooses, so events happen in the order it sets, not likely orders.
 */
export function heldResponse(server: LocalServer, route: string): Promise<ServerResponse> {
  return new Promise((arrived) => {
    server.on(route, arrived)
  })
}

export function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Starts an event stream and writes each value as one `data:` event. */
export function sse(response: ServerResponse, events: unknown[] = []) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  for (const event of events) writeEvent(response, event)
}

export function writeEvent(response: ServerResponse, event: unknown) {
  response.write(`data: ${JSON.stringify(event)}\n\n`)
}
