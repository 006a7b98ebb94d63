import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Hono } from 'hono'
import { afterAll } from 'vitest'
import type { AppEnv } from '../src/lib/app-env'

/** What sends a request to the app: the app itself (`app.request`) or a real HTTP client. */
export interface Caller {
  request(path: string, init?: RequestInit): Response | Promise<Response>
}

/**
 * The app behind a real HTTP server on a free port, as main.ts serves it (closed after the
 * file's tests), and a caller that sends real requests to it over sockets of their own: for
 * tests of what happens when requests really arrive at once.
 */
export async function overHttp(app: Hono<AppEnv>): Promise<Caller & { url: string }> {
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server
  await once(server, 'listening')
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
        server.closeAllConnections()
      }),
  )
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
  // Redirects are answers to check, as app.request gives them, not to follow.
  return {
    url,
    request: (path, init) => fetch(new URL(path, url), { redirect: 'manual', ...init }),
  }
}
