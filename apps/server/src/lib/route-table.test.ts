import { exampleUser } from '@amply/api/test/fixtures'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it, vi } from 'vitest'
import type { AppEnv } from './app-env'
import { mountRoutes } from './route-table'

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

const passAuth = () => Promise.resolve()

describe('mountRoutes', () => {
  it('hands the handler parsed input and answers with the route status', async () => {
    const app = new Hono<AppEnv>()
    const seen = vi.fn()
    mountRoutes(
      app,
      {
        register: (input) => {
          seen(input.body)
          return {
            accessToken: 'jwt',
            user: {
              ...exampleUser,
              first_name: input.body.first_name,
              last_name: input.body.last_name,
              email: input.body.email,
              is_active: false,
            },
          }
        },
      },
      {},
    )
    const response = await app.request(
      '/api/auth/clients/register',
      json({
        email: 'ada@example.com',
        password: 'correct horse',
        first_name: '  Ada ',
        last_name: 'Lovelace',
        turnstile_response: '',
      }),
    )
    expect(response.status).toBe(201)
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Ada' }))
    expect(await response.json()).toMatchObject({
      accessToken: 'jwt',
      user: { email: 'ada@example.com' },
    })
  })

  it('answers 422 with the list of issues (loc, msg, type) for an invalid body', async () => {
    const app = new Hono<AppEnv>()
    const handler = vi.fn()
    mountRoutes(app, { forgotPassword: handler })
    const response = await app.request('/api/auth/forgot-password', json({ email: 'not-an-email' }))
    expect(response.status).toBe(422)
    const body = (await response.json()) as {
      detail: { loc: unknown[]; msg: string; type: string }[]
    }
    expect(body.detail[0]).toMatchObject({ loc: ['body', 'email'], type: 'invalid_format' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers 422 for a body that is not JSON', async () => {
    const app = new Hono<AppEnv>()
    mountRoutes(app, { forgotPassword: () => ({ detail: 'ok' }) })
    const response = await app.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'Expected a JSON body', type: 'json_invalid' }],
    })
  })

  it('validates path parameters and coerces the query', async () => {
    const app = new Hono<AppEnv>()
    mountRoutes(
      app,
      {
        listHistory: (input) => ({
          items: [],
          page: input.query.page,
          page_size: input.query.page_size,
          total: 0,
        }),
        getShare: () => {
          throw new HTTPException(404, { message: 'Share not found' })
        },
      },
      { authenticate: passAuth },
    )
    const history = await app.request('/ai/history?page=3')
    expect(await history.json()).toEqual({ items: [], page: 3, page_size: 20, total: 0 })
    const badPage = await app.request('/ai/history?page=zero')
    expect(badPage.status).toBe(422)
    const badType = await app.request('/ai/share/essay/abc')
    expect(badType.status).toBe(422)
    expect(await badType.json()).toMatchObject({ detail: [{ loc: ['path', 'share_type'] }] })
  })

  it('reads multipart bodies with their files', async () => {
    const app = new Hono<AppEnv>()
    mountRoutes(
      app,
      {
        uploadChatFile: async (input) => ({
          file_id: 'f1',
          file_name: input.body.file instanceof File ? input.body.file.name : 'blob',
          content_type: input.body.file.type,
          size: input.body.file.size,
          text_length: (await input.body.file.text()).length,
        }),
      },
      { authenticate: passAuth },
    )
    const form = new FormData()
    form.append('file', new File(['# Notes\nHello'], 'notes.md', { type: 'text/markdown' }))
    const response = await app.request('/ai/chat/file', { method: 'POST', body: form })
    expect(await response.json()).toEqual({
      file_id: 'f1',
      file_name: 'notes.md',
      content_type: 'text/markdown',
      size: 13,
      text_length: 13,
    })
  })

  it('refuses to answer what breaks the contract', async () => {
    const app = new Hono<AppEnv>()
    mountRoutes(app, { health: () => ({ status: 'down' }) as never })
    const response = await app.request('/api/health')
    expect(response.status).toBe(500)
  })

  it('runs the authenticate hook before a signed-in route, and nothing else on failure', async () => {
    const app = new Hono<AppEnv>()
    const handler = vi.fn()
    mountRoutes(
      app,
      { monthUsage: handler },
      {
        authenticate: () =>
          Promise.reject(new HTTPException(401, { message: 'Not authenticated' })),
      },
    )
    const response = await app.request('/api/client/month_usage')
    expect(response.status).toBe(401)
    expect(handler).not.toHaveBeenCalled()
  })

  it('will not mount a signed-in route without an authenticate hook', () => {
    expect(() => {
      mountRoutes(new Hono<AppEnv>(), { monthUsage: vi.fn() })
    }).toThrow(/monthUsage needs a signed-in user/)
  })
})
