import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../entities/user'
import { exampleUser } from '../test/fixtures'
import { sendJson, startTestServer } from '../test/test-server'
import { ApiError } from './api-error'
import { formatErrorDetail } from './error-messages'
import { createApiClient } from './client'
import type { ApiClientOptions } from './client'

// A server of its own for each test: a request that a test left in flight (a call it timed out
// or aborted) can never reach the next test's server.
let server: Awaited<ReturnType<typeof startTestServer>>
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(() => server.close())

const user: User = {
  ...exampleUser,
  currentPlan: { plan_name: 'Trial', type: 'trial', valid_to: '2026-12-21T00:00:00.000Z' },
}

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    backendBase: `${server.origin}/api/`,
    aiBase: `${server.origin}/ai`,
    getAccessToken: () => Promise.resolve('token-1'),
    ...overrides,
  })
}

const lastRequest = () => {
  const request = server.seen.at(-1)
  if (!request) throw new Error('the server saw no request')
  return request
}

describe('base URLs', () => {
  it('sends backend calls to the backend base and AI calls to the AI base', async () => {
    server.answer((request, response) => {
      sendJson(response, 200, request.url.startsWith('/ai/') ? { text: 'hi' } : user)
    })
    await client().call('getProfile')
    expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/auth/clients/profile' })
    await client().call('transcribeAudio', {
      body: { file: new Blob(['...'], { type: 'audio/webm' }) },
    })
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/ai/audio/transcriptions' })
  })

  it('fills path parameters (encoded) and the query', async () => {
    server.answer((_, response) => {
      sendJson(response, 200, { items: [], page: 2, page_size: 5, total: 0 })
    })
    await client().call('listHistory', { query: { page: 2, page_size: 5, search: 'tax & fees' } })
    expect(lastRequest().url).toBe('/ai/history?page=2&page_size=5&search=tax+%26+fees')
    server.answer((_, response) => {
      sendJson(response, 200, { detail: 'Deleted.' })
    })
    await client().call('deleteAddress', { params: { id: 'a/1' } })
    expect(lastRequest()).toMatchObject({ method: 'DELETE', url: '/api/client/address/a%2F1' })
  })

  it('sends JSON bodies with the contract keys', async () => {
    server.answer((_, response) => {
      sendJson(response, 200, [])
    })
    await client().call('listModels', { body: { ai_model_type: '' } })
    expect(lastRequest().headers['content-type']).toContain('application/json')
    expect(JSON.parse(lastRequest().body)).toEqual({ ai_model_type: '' })
  })

  it('sends files as multipart form data', async () => {
    server.answer((_, response) => {
      sendJson(response, 200, { profile_picture: '/uploads/p.png' })
    })
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    await expect(client().call('uploadProfilePicture', { body: { file } })).resolves.toEqual({
      profile_picture: '/uploads/p.png',
    })
    expect(lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(lastRequest().body).toContain('filename="me.png"')
  })
})

describe('credentials and tokens', () => {
  it('includes credentials (cookies) on every call', async () => {
    const seenInit: RequestInit[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      seenInit.push(init ?? {})
      return fetch(input, init)
    }
    server.answer((_, response) => {
      sendJson(response, 200, user)
    })
    await client({ fetch: recordingFetch }).call('getProfile')
    expect(seenInit[0]?.credentials).toBe('include')
  })

  it('sends no cookies when told to omit them, and extra headers a call names', async () => {
    const seenInit: RequestInit[] = []
    const recordingFetch: typeof fetch = (input, init) => {
      seenInit.push(init ?? {})
      return fetch(input, init)
    }
    server.answer((_, response) => {
      sendJson(response, 200, { access_token: 'a', refresh_token: 'r', expires_at: 1 })
    })
    await client({ fetch: recordingFetch, credentials: 'omit' }).call('refreshTokens', undefined, {
      headers: { 'X-Refresh-Token': 'kept-by-the-extension' },
    })
    expect(seenInit[0]?.credentials).toBe('omit')
    expect(lastRequest().headers['x-refresh-token']).toBe('kept-by-the-extension')
  })

  it('sends the Bearer token on signed-in calls, asking the getter each time', async () => {
    const getAccessToken = vi.fn(() => Promise.resolve('fresh-token'))
    server.answer((_, response) => {
      sendJson(response, 200, user)
    })
    await client({ getAccessToken }).call('getProfile')
    expect(lastRequest().headers.authorization).toBe('Bearer fresh-token')
    expect(getAccessToken).toHaveBeenCalledTimes(1)
  })

  it('sends no Authorization header without a token', async () => {
    server.answer((_, response) => {
      sendJson(response, 200, user)
    })
    await client({ getAccessToken: () => Promise.resolve(null) }).call('getProfile')
    expect(lastRequest().headers.authorization).toBeUndefined()
  })

  it('never asks for a token on public calls (refresh must not wait for itself)', async () => {
    const getAccessToken = vi.fn(() => Promise.resolve('x'))
    server.answer((_, response) => {
      sendJson(response, 200, { access_token: 'a', refresh_token: 'r', expires_at: 1 })
    })
    await client({ getAccessToken }).call('refreshTokens')
    expect(lastRequest()).toMatchObject({
      method: 'POST',
      url: '/api/auth/clients/tokens',
      body: '',
    })
    expect(lastRequest().headers.authorization).toBeUndefined()
    expect(getAccessToken).not.toHaveBeenCalled()
  })
})

describe('response rules', () => {
  it('hands a redirect_url in an answer to onRedirect', async () => {
    const onRedirect = vi.fn()
    server.answer((_, response) => {
      sendJson(response, 200, { payment_id: 'p1', redirect_url: 'https://pay.example/checkout' })
    })
    // A checkout's redirect_url is for its caller (it opens the payment page itself)...
    const answer = await client({ onRedirect }).call('createPayment', {
      body: { plan_id: 'pro', period: 'month', gateway: 'local' },
    })
    expect(answer.redirect_url).toBe('https://pay.example/checkout')
    expect(onRedirect).not.toHaveBeenCalled()

    // ...any other answer's redirect_url sends the browser there.
    server.answer((_, response) => {
      sendJson(response, 200, {
        detail: 'Activated.',
        email: 'ada@example.com',
        redirect_url: '/auth/jwt/login',
      })
    })
    await client({ onRedirect }).call('activateAccount', { body: { token: 't' } })
    expect(onRedirect).toHaveBeenCalledWith('/auth/jwt/login')
  })

  it("returns login's redirect_url (the OTP step) to the caller instead", async () => {
    const onRedirect = vi.fn()
    server.answer((_, response) => {
      sendJson(response, 200, { redirect_url: '/auth/jwt/otp?otp_token=abc' })
    })
    const answer = await client({ onRedirect }).call('login', {
      body: { email: 'ada@example.com', password: 'pw', turnstile_response: '' },
    })
    expect(answer).toEqual({ redirect_url: '/auth/jwt/otp?otp_token=abc' })
    expect(onRedirect).not.toHaveBeenCalled()
  })

  it.each([301, 302, 303])('swallows a %i by following its Location', async (status) => {
    server.answer((request, response) => {
      if (request.url === '/api/auth/clients/profile') {
        response.writeHead(status, { location: '/api/moved/profile' })
        response.end()
      } else sendJson(response, 200, user)
    })
    await expect(client().call('getProfile')).resolves.toMatchObject({ id: 'u1' })
    expect(server.seen.map((request) => request.url)).toEqual([
      '/api/auth/clients/profile',
      '/api/moved/profile',
    ])
  })

  it('reports a 401 not about a password to onUnauthorized and rejects', async () => {
    const onUnauthorized = vi.fn()
    server.answer((_, response) => {
      sendJson(response, 401, { detail: 'Not authenticated' })
    })
    const error = await client({ onUnauthorized })
      .call('getProfile')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Not authenticated' })
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })

  it('returns a 401 about a password to the caller only', async () => {
    const onUnauthorized = vi.fn()
    server.answer((_, response) => {
      sendJson(response, 401, { detail: 'Incorrect email or password' })
    })
    const error = await client({ onUnauthorized })
      .call('login', {
        body: { email: 'ada@example.com', password: 'bad', turnstile_response: '' },
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Incorrect email or password',
    })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('carries a validation error body', async () => {
    const detail = [
      {
        loc: ['body', 'first_name'],
        msg: 'String should have at least 1 character',
        type: 'string_too_short',
      },
    ]
    server.answer((_, response) => {
      sendJson(response, 422, { detail })
    })
    const error = (await client()
      .call('updateProfile', { body: { first_name: '' } })
      .catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ kind: 'http', status: 422, body: { detail } })
    expect(error.message).toBe('String should have at least 1 character')
    expect(formatErrorDetail(error.body)).toBe('First name should have at least 1 character')
  })

  it('turns an error status without an error body into an ApiError too', async () => {
    server.answer((_, response) => {
      response.writeHead(502, { 'content-type': 'text/html' })
      response.end('<h1>Bad gateway</h1>')
    })
    await expect(client().call('getProfile')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      body: undefined,
      message: 'Request failed with status 502',
    })
  })

  it('refuses an answer that breaks the contract', async () => {
    server.answer((_, response) => {
      sendJson(response, 200, { id: 'u1' })
    })
    await expect(client().call('getProfile')).rejects.toMatchObject({
      kind: 'contract',
      status: 200,
    })
  })
})

describe('failures without an answer', () => {
  it('is a network error when nothing listens', async () => {
    const closed = await startTestServer()
    await closed.close()
    const offline = createApiClient({
      backendBase: `${closed.origin}/api`,
      getAccessToken: () => Promise.resolve(null),
    })
    await expect(offline.call('health')).rejects.toMatchObject({ kind: 'network', status: 0 })
  })

  it('is a timeout when no answer comes within the timeout', async () => {
    server.answer(() => undefined) // never answers
    await expect(client().call('getProfile', undefined, { timeout: 50 })).rejects.toMatchObject({
      kind: 'timeout',
    })
  })

  it('is aborted when the caller cancels', async () => {
    server.answer(() => undefined) // never answers
    const controller = new AbortController()
    const pending = client().call('getProfile', undefined, {
      signal: controller.signal,
      timeout: 60_000,
    })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
  })
})

describe('streams', () => {
  const chatRequest = {
    ai_model_id: 'amply-1',
    action: { type: 'chat' as const },
    client_agent: { type: 'browser' as const, agent: 'test' },
    messages: [{ role: 'user' as const, content: 'Hello' }],
  }

  it('opens an event stream with the Bearer token', async () => {
    server.answer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end('data: {"content":"Hi"}\n\n')
    })
    const response = await client().stream('chatCompletions', { body: chatRequest })
    expect(await response.text()).toBe('data: {"content":"Hi"}\n\n')
    expect(lastRequest()).toMatchObject({ method: 'POST', url: '/ai/chat/completions' })
    expect(lastRequest().headers).toMatchObject({
      authorization: 'Bearer token-1',
      accept: 'text/event-stream',
    })
  })

  it('rejects an error status with an error body before any event', async () => {
    server.answer((_, response) => {
      sendJson(response, 429, { detail: 'Daily limit reached for Amply models' })
    })
    await expect(client().stream('chatCompletions', { body: chatRequest })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Daily limit reached for Amply models',
    })
  })
})

describe('redirect routes', () => {
  it('gives the address a browser navigates to', () => {
    expect(client().href('googleLogin', { returnTo: '/dashboard/chat' })).toBe(
      `${server.origin}/api/auth/google/login?returnTo=%2Fdashboard%2Fchat`,
    )
  })
})
