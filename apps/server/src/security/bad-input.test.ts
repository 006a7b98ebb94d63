import type { RouteSpec } from '@amply/api/route'
import { errorBodySchema } from '@amply/api/entities/error'
import { routeTable } from '@amply/api/route-table'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp } from '../test/app'
import { bearer, login, registerActiveUser } from '../test/auth-flow'
import { createTestDatabase } from '../test/database'

// Hostile input the fuzz test reaches only by chance: Unicode edge cases in every text field of
// every JSON body, malformed and oversized bodies, wrong content types, broken multipart and
// path traversal in an upload's file name. Never a 5xx; every refusal in the spec's error body.

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
  const send = (body: string, contentType?: string) =>
    app.request(urlOf(route), {
      method: route.method,
      headers: { ...(contentType ? { 'content-type': contentType } : {}), ...bearer(token) },
      body,
    })

  it('refuses broken JSON, a wrong content type and none at all', async () => {
    for (const [body, type] of [
      ['{"first_name": ', 'application/json'],
      ['{"first_name": "Ada"}', 'text/plain'],
      ['first_name=Ada', 'application/x-www-form-urlencoded'],
      ['{"first_name": "Ada"}', undefined],
      ['\u0000\u0001\u0002', 'application/json'],
    ] as const) {
      await expectHandled(await send(body, type))
    }
  })

  it('refuses an oversized body without a 5xx', async () => {
    await expectHandled(
      await send(JSON.stringify({ first_name: 'a'.repeat(20_000_000) }), 'application/json'),
    )
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
