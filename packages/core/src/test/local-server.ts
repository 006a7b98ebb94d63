import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach } from 'vitest'

export interface Received {
  method: string
  path: string
  authorization: string | undefined
  body: string
}

type Handler = (response: ServerResponse, request: Received) => void

/**
 * A real HTTP server on 127.0.0.1 and a free port, answering by "METHOD /path" (no mocked
 * fetch). Unrouted requests get the spec's 404 body.
 */
export async function startLocalServer() {
  const server = createLocalServer()
  await server.listen()
  return server
}

/** One local server for a test file: listening before the tests, reset between them. */
export function useLocalServer() {
  const server = createLocalServer()
  beforeAll(() => server.listen())
  afterAll(() => server.close())
  beforeEach(() => {
    server.reset()
  })
  return server
}

function createLocalServer() {
  const routes = new Map<string, Handler>()
  const received: Received[] = []
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
        body,
      }
      received.push(seen)
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
