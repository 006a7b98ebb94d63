import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchHealth } from './fetch-health'

// A real local HTTP server stands in for the backend: no mocked fetch.
let answer: { status: number; body: unknown } = { status: 200, body: {} }
let lastPath = ''
const server = createServer((request, response) => {
  lastPath = request.url ?? ''
  response.writeHead(answer.status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(answer.body))
})
let base = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(
  () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve()
      }),
    ),
)

describe('fetchHealth', () => {
  it('returns the parsed health of the backend base', async () => {
    answer = {
      status: 200,
      body: { status: 'ok', name: 'Amply', version: '1.2.3', uptime_seconds: 4 },
    }
    await expect(fetchHealth(fetch, base)).resolves.toEqual(answer.body)
    expect(lastPath).toBe('/api/health')
  })

  it('fails on an error status', async () => {
    answer = { status: 503, body: { detail: 'down' } }
    await expect(fetchHealth(fetch, `${base}/`)).rejects.toThrow(
      'The server answered 503 to /api/health',
    )
  })

  it('fails on a body that does not match the contract', async () => {
    answer = { status: 200, body: { status: 'ok' } }
    await expect(fetchHealth(fetch, base)).rejects.toThrow()
  })
})
