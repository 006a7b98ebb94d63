import type { RouteSpec } from '@amply/api/route'
import { errorBodySchema } from '@amply/api/entities/error'
import { routeTable } from '@amply/api/route-table'
import { beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp } from '../../test-support/app'
import { bearer, login, registerActiveUser } from '../../test-support/auth-flow'
import { createTestDatabase } from '../../test-support/database'

// Hostile input the fuzz test reaches only by chance: Unicode edge cases in every text field of
// every JSON body, malformed and oversized bodies, wrong content types, broken multipart and
// path traversal in an upload's file name. Never a 5xx; every refusal in the error body.

const { db } = await createTestDatabase()
const app = createTestApp(db)
const email = 'bad-input@example.com'
await registerActiveUser(app, db, email)
const freshToken = async () =>
  ((await (await login(app, email)).json()) as { access_token: string }).access_token
let token = await freshToken()

const unicodeEdges = [
  '\u0000nul inside',
  '\ud800 a lone surrogate',
  '\u202e right-to-left override',
  'zero\u200bwidth\ufeff',
  'e\u0301\u0301\u0301 combining',
  '👩🏽‍💻 emoji sequence',
  'مرحبا بالعالم',
  'x'.repeat(100_000),
]

/** The body keys of a route that take a string, so each can carry an edge case. */
function textKeys(route: RouteSpec): string[] {
  const body = route.body
  if (!(body instanceof z.ZodObject)) return []
  return Object.entries(body.shape as Record<string, z.ZodType>)
    .filter(([, schema]) => schema.safeParse('text').success)
    .map(([key]) => key)
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function expectHandled(response: Response) {
  const text = await response.text()
  const answer = `${String(response.status)} ${text.slice(0, 300)}`
  expect(response.status, answer).toBeLessThan(500)
  if (response.status >= 400) {
    expect(errorBodySchema.safeParse(parseJson(text)).success, answer).toBe(true)
  }
}

const urlOf = (route: RouteSpec) =>
  `${route.base === 'backend' ? '/api/' : '/ai/'}${route.path.replace(/:(\w+)/g, 'x')}`

// Routes that end the session they are called with, or the account.
const ending = new Set(['logout', 'deleteAccount', 'deleteSession'])
const jsonRoutes = (Object.entries(routeTable) as [string, RouteSpec][]).filter(
  ([name, route]) => route.method !== 'GET' && textKeys(route).length > 0 && !ending.has(name),
)

describe('Unicode edge cases in every text field', () => {
  it.each(jsonRoutes)('%s', async (_, route) => {
    for (const edge of unicodeEdges) {
      const body = Object.fromEntries(textKeys(route).map((key) => [key, edge]))
      await expectHandled(
        await app.request(urlOf(route), {
          method: route.method,
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify(body),
        }),
      )
    }
    // A call may have changed the account (a new password is refused, but be sure).
    const alive = await app.request('/api/auth/clients/profile', { headers: bearer(token) })
    if (alive.status !== 200) token = await freshToken()
  })
})

describe('malformed requests', () => {
  const route: RouteSpec = routeTable.updateProfile
  const send = (
    body: string | Uint8Array | ReadableStream<Uint8Array>,
    contentType?: string,
    headers: Record<string, string> = {},
  ) =>
    app.request(urlOf(route), {
      method: route.method,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...bearer(token),
        ...headers,
      },
      body,
      ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
    })
  const change = JSON.stringify({ first_name: 'Mallory' })
  const firstName = async () => {
    const profile = await app.request('/api/auth/clients/profile', { headers: bearer(token) })
    return ((await profile.json()) as { first_name: string }).first_name
  }
  // The Unicode cases above changed the name: each test starts from a known one.
  beforeEach(async () => {
    token = await freshToken()
    const named = await send(JSON.stringify({ first_name: 'Ada' }), 'application/json')
    expect(named.status).toBe(200)
  })

  it('refuses JSON sent as another type, or as none, with 415 and applies nothing', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
      undefined, // bytes, so that nothing sets a type on its own
    ]) {
      const response = await send(new TextEncoder().encode(change), type)
      expect(response.status, type).toBe(415)
      expect(await response.json()).toEqual({
        detail: 'Send the body as JSON (Content-Type: application/json).',
      })
    }
    expect(await firstName()).toBe('Ada')
    // The same body as JSON (any charset, any +json type) is applied.
    const applied = await send(change, 'application/merge-patch+json; charset=utf-8')
    expect(applied.status).toBe(200)
    expect(await firstName()).toBe('Mallory')
  })

  it('answers broken JSON with 422 in the error body', async () => {
    for (const body of ['{"first_name": ', '\u0000\u0001\u0002', '']) {
      const response = await send(body, 'application/json')
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        detail: [{ loc: ['body'], msg: 'Expected a JSON body', type: 'json_invalid' }],
      })
    }
  })

  const oversized = JSON.stringify({ first_name: 'a'.repeat(2 * 1024 * 1024) })
  const tooLarge = { detail: `The request body is too large: at most ${1024 * 1024} bytes.` }

  it('refuses a 2 MB body with 413 in the error body and applies nothing', async () => {
    const response = await send(oversized, 'application/json')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge)
    expect(await firstName()).toBe('Ada')
  })

  /** A body that never ends, counting what the server read of it. */
  function endless() {
    const read = { bytes: 0 }
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024))
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode('{"first_name":"'))
      },
      pull: (controller) => {
        read.bytes += chunk.length
        controller.enqueue(chunk)
      },
    })
    return { body, read }
  }

  it('refuses a body announced over the limit without reading it', async () => {
    const { body, read } = endless()
    const response = await send(body, 'application/json', {
      'content-length': String(100 * 1024 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge)
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024) // at most the first chunk, queued unasked
  })

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const { body, read } = endless()
    const response = await send(body, 'application/json')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge)
    expect(read.bytes).toBeLessThan(1024 * 1024 + 3 * 64 * 1024)
  })

  it('lets uploads keep their own, larger limit', async () => {
    const image = new Uint8Array(3 * 1024 * 1024)
    image.set(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    )
    const form = new FormData()
    form.set('file', new Blob([image], { type: 'image/png' }), 'big.png')
    const response = await app.request(urlOf(routeTable.uploadProfilePicture), {
      method: 'POST',
      headers: bearer(token),
      body: form,
    })
    expect(response.status).toBe(200)
  })

  it('refuses broken multipart and keeps a traversing file name out of the file system', async () => {
    const upload = urlOf(routeTable.uploadProfilePicture)
    await expectHandled(
      await app.request(upload, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=nope', ...bearer(token) },
        body: '--other\r\ncontent-disposition: form-data; name="file"\r\n\r\nhalf',
      }),
    )
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.set('file', new Blob([png], { type: 'image/png' }), '../../../../etc/amply-evil.png')
    const response = await app.request(upload, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    })
    const text = await response.text()
    expect(response.status, text).toBeLessThan(500)
    expect(text).not.toContain('..')
    expect(text).not.toContain('amply-evil')
  })
})
