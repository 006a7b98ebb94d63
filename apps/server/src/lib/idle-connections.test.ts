import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { keepIdleConnections } from './idle-connections'

function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; reusedSocket: boolean }>((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket })
      })
    })
    request.on('error', reject)
  })
}

describe('keepIdleConnections', () => {
  const app = new Hono().get('/', (c) => c.text('ok'))
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  keepIdleConnections(server)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  afterAll(async () => {
    agent.destroy()
    await new Promise((resolve) => server.close(resolve))
  })

  // Node's own limit is 5 s: with its 1 s buffer, the server would close the socket at 6 s.
  it('keeps an idle connection open past Node’s 6 s, so a client can reuse it', async () => {
    await new Promise<void>((resolve) => {
      if (server.listening) resolve()
      else server.once('listening', resolve)
    })
    const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`
    expect(await get(url, agent)).toEqual({ status: 200, reusedSocket: false })
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    expect(await get(url, agent)).toEqual({ status: 200, reusedSocket: true })
  }, 20_000)
})
