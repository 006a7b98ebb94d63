import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RouteSpec } from '@amply/api/route'
import { errorBodySchema } from '@amply/api/entities/error'
import { routeTable } from '@amply/api/route-table'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { connectedFrom, createTestApp } from '../../test-support/app'
import { bearer, login, registerActiveUser } from '../../test-support/auth-flow'
import { createTestDatabase } from '../../test-support/database'

/**
 * Property: whatever a caller sends to any route of the contract (arbitrary JSON or garbage
 * bodies, queries and path parameters, signed in or not), the server never answers 5xx, and
 * every refusal carries the error body (`detail`, a string or a list of issues). Each
 * route gets a bounded number of runs so the whole file stays well under a minute.
 */

const RUNS_PER_ROUTE = 25

const { db } = await createTestDatabase()
const dataDir = await mkdtemp(path.join(tmpdir(), 'amply-fuzz-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))
const app = createTestApp(db, { DATA_DIR: dataDir })

const email = 'fuzz@example.com'
await registerActiveUser(app, db, email)
async function freshToken() {
  const response = await login(app, email)
  return ((await response.json()) as { access_token: string }).access_token
}
let token = await freshToken()

/** Routes that end the session of the token they are given: they get a session of their own. */
const sessionEnding = new Set(['logout'])

const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : []

/** Values that get past some checks (strings, emails, ids) as well as any JSON at all. */
const anyValue = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.emailAddress(),
  fc.uuid(),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom('', ' ', '0', '-1', 'null', '../../etc/passwd', '<script>', '%00', '\u0000'),
)

/** An object with some of the schema's own keys (so validation sometimes passes) and others. */
const objectLike = (keys: string[]) =>
  fc
    .tuple(
      keys.length > 0
        ? fc.record(Object.fromEntries(keys.map((key) => [key, anyValue])), { requiredKeys: [] })
        : fc.constant({}),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }))

const pathValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.uuid(),
  fc.nat().map(String),
  fc.constantFrom('default', '..', '%2e%2e', 'null'),
)

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; value: string }
  | { kind: 'form'; fields: Record<string, string>; file: Uint8Array | undefined }

function bodyOf(route: RouteSpec): fc.Arbitrary<Body> {
  if (route.method === 'GET') return fc.constant({ kind: 'none' })
  const keys = keysOf(route.body)
  return fc.oneof(
    fc.constant({ kind: 'none' } as const),
    fc.oneof(objectLike(keys), fc.jsonValue()).map((value) => ({ kind: 'json', value }) as const),
    fc.string().map((value) => ({ kind: 'text', value }) as const),
    fc
      .record({
        fields: fc.dictionary(fc.constantFrom('payload', 'name', ...keys), fc.string()),
        file: fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
      })
      .map(({ fields, file }) => ({ kind: 'form', fields, file }) as const),
  )
}

const requestOf = (route: RouteSpec) =>
  fc.record({
    params: fc.record(
      Object.fromEntries(
        [...route.path.matchAll(/:(\w+)/g)].map((match) => [match[1] ?? '', pathValue]),
      ),
    ),
    query: objectLike(keysOf(route.query)),
    body: bodyOf(route),
    auth: fc.constantFrom('valid', 'none', 'garbage'),
    ip: fc.ipV4(),
  })

function encodeBody(body: Body): { body?: string | FormData; contentType?: string } {
  switch (body.kind) {
    case 'none':
      return {}
    case 'json':
      return { body: JSON.stringify(body.value), contentType: 'application/json' }
    case 'text':
      return { body: body.value, contentType: 'application/json' }
    case 'form': {
      const form = new FormData()
      for (const [name, value] of Object.entries(body.fields)) form.set(name, value)
      if (body.file) form.set('file', new Blob([body.file]), 'upload.bin')
      return { body: form }
    }
  }
}

const query = (value: Record<string, unknown>) => {
  const search = new URLSearchParams()
  for (const [name, item] of Object.entries(value)) {
    search.set(name, typeof item === 'string' ? item : JSON.stringify(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

describe('fuzzed requests on every route of the contract', () => {
  for (const [name, route] of Object.entries(routeTable) as [string, RouteSpec][]) {
    it(`${route.method} ${route.base}/${route.path} (${name}) never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(requestOf(route), async (request) => {
          const base = route.base === 'backend' ? '/api/' : '/ai/'
          // Dots encoded too: a bare "." or ".." segment would be resolved away by the URL
          // parser (as any client's would), and the request would no longer reach the route.
          const pathname = route.path.replace(/:(\w+)/g, (_, param: string) =>
            encodeURIComponent(request.params[param] ?? 'x').replaceAll('.', '%2E'),
          )
          const { body, contentType } = encodeBody(request.body)
          const headers: Record<string, string> = {}
          if (contentType) headers['content-type'] = contentType
          if (request.auth === 'valid') {
            Object.assign(headers, bearer(sessionEnding.has(name) ? await freshToken() : token))
          } else if (request.auth === 'garbage') {
            Object.assign(headers, bearer('not.a.jwt'))
          }
          const response = await app.request(
            `${base}${pathname}${query(request.query)}`,
            { method: route.method, headers, ...(body === undefined ? {} : { body }) },
            connectedFrom(request.ip),
          )
          // A stream answer is read to its end: a failure may only show once it runs.
          const text = await response.text()
          const answer = `${String(response.status)} ${text.slice(0, 300)}`
          expect(response.status, answer).toBeLessThan(500)
          if (response.status >= 400) {
            expect(errorBodySchema.safeParse(parseJson(text)).success, answer).toBe(true)
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      )
      // The shared session must still work, so later routes are fuzzed signed in too.
      const alive = await app.request('/api/auth/clients/profile', { headers: bearer(token) })
      if (alive.status !== 200) token = await freshToken()
    })
  }
})
