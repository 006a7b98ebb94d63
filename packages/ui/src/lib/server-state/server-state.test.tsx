import { createSession } from '@amply/core/auth/session'
import { modelTypeForPage } from '@amply/core/models/model-rules'
import { createModelStore } from '@amply/core/models/model-store'
import { exampleModel, exampleUser } from '@amply/api/test/fixtures'
import type { ActiveSession } from '@amply/api/entities/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import { fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithServices, testServices } from '../../test/render-app'
import { createWebPlatform } from '../web-platform'
import { routeKey } from './route-key'
import { routePagesQueryOptions, useRouteQuery } from './route-queries'
import { useRouteMutation, useRoutesMutation } from './route-mutation'
import { serverStateOf } from './server-state'
import { ServerStateProvider } from './server-state-provider'
import { useRouteCall } from './use-route-call'
import { useUser } from '../session/use-user'

/** What the fake server saw: method and path with its query. */
interface Seen {
  method: string
  url: string
}

/**
 * A fake server at the HTTP boundary: `answer` maps "METHOD /path" to a JSON body (or a whole
 * Response); every request is recorded. The real client, session and cache run on top of it.
 */
function fakeServer(answer: (method: string, path: string, url: URL) => unknown) {
  const seen: Seen[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    seen.push({ method: request.method, url: url.pathname + url.search })
    const body = answer(request.method, url.pathname, url)
    if (body instanceof Response) return Promise.resolve(body)
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    )
  })
  return { fetch: fetch as typeof globalThis.fetch, seen }
}

const device: ActiveSession = {
  id: 's1',
  device: 'Laptop',
  browser: 'Firefox',
  ip: '127.0.0.1',
  created_at: '2026-11-01T00:00:00.000Z',
  last_seen_at: '2026-11-02T00:00:00.000Z',
  current: true,
}

/** An access token good for an hour (only its `exp` is read on this side). */
const freshToken = () =>
  `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`

/** The website's services with a signed-in session whose client talks to the fake server. */
function servicesWith(server: ReturnType<typeof fakeServer>) {
  return testServices({
    session: async (lazy) => {
      const session = createSession(createWebPlatform(window), {
        allowedReturnOrigins: [],
        backendBase: 'http://api.test/api/',
        aiBase: 'http://api.test/ai/',
        fetch: server.fetch,
        ...serverStateOf(lazy).sessionCache,
      })
      await session.tokens.save({ access_token: freshToken(), refresh_token: 'refresh' })
      return session
    },
  })
}

function Devices() {
  const devices = useRouteQuery('activeSessions')
  return <p>{devices.data ? `${String(devices.data.length)} devices` : 'loading'}</p>
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('routeKey', () => {
  it('is the route name, then its input where it has one', () => {
    expect(routeKey('activeSessions')).toEqual(['activeSessions'])
    expect(routeKey('listPrompts', { query: { tool: 'chat' } })).toEqual([
      'listPrompts',
      { query: { tool: 'chat' } },
    ])
  })
})

describe('useRouteQuery', () => {
  it('asks the route through the session client once, for every screen that shows it', async () => {
    const server = fakeServer(() => [device])
    renderWithServices(
      <ServerStateProvider>
        <Devices />
        <Devices />
      </ServerStateProvider>,
      servicesWith(server),
    )
    expect(await screen.findAllByText('1 devices')).toHaveLength(2)
    expect(server.seen).toEqual([{ method: 'GET', url: '/api/auth/clients/active-sessions' }])
  })

  it('asks a public route through the public client and never starts the session', async () => {
    const server = fakeServer(() => [])
    vi.stubGlobal('fetch', server.fetch)
    const services = testServices()
    function Plans() {
      const plans = useRouteQuery('listPlans')
      return <p>{plans.data ? `${String(plans.data.length)} plans` : 'loading'}</p>
    }
    renderWithServices(
      <ServerStateProvider>
        <Plans />
      </ServerStateProvider>,
      services,
    )
    expect(await screen.findByText('0 plans')).toBeTruthy()
    expect(server.seen.map((request) => request.url)).toEqual(['/api/client/plans'])
    expect(services.session.getSnapshot()).toBeNull()
  })

  it('keeps a route fresh for as long as its defaults say (prompts: for the visit)', async () => {
    const server = fakeServer(() => [])
    const services = servicesWith(server)
    function Prompts() {
      const prompts = useRouteQuery('listPrompts', { query: { tool: 'chat' } })
      return <p>{prompts.data ? 'prompts' : 'loading'}</p>
    }
    const first = renderWithServices(
      <ServerStateProvider>
        <Prompts />
      </ServerStateProvider>,
      services,
    )
    await screen.findByText('prompts')
    first.unmount()
    renderWithServices(
      <ServerStateProvider>
        <Prompts />
      </ServerStateProvider>,
      services,
    )
    await screen.findByText('prompts')
    expect(server.seen).toEqual([{ method: 'GET', url: '/api/client/prompts?tool=chat' }])
  })
})

describe('routePagesQueryOptions', () => {
  it('reads a route a page at a time, the page in its query', async () => {
    const server = fakeServer((_method, _path, url) => ({
      items: [],
      page: Number(url.searchParams.get('page')),
      page_size: 1,
      total: 2,
    }))
    function Gallery() {
      const pages = useInfiniteQuery(
        routePagesQueryOptions('listImages', { query: { page_size: 1 } }, (last) =>
          last.page * last.page_size < last.total ? last.page + 1 : undefined,
        ),
      )
      return (
        <button
          type="button"
          onClick={() => {
            void pages.fetchNextPage()
          }}
        >
          {`${String(pages.data?.pages.length ?? 0)} pages, more: ${String(pages.hasNextPage)}`}
        </button>
      )
    }
    renderWithServices(
      <ServerStateProvider>
        <Gallery />
      </ServerStateProvider>,
      servicesWith(server),
    )
    fireEvent.click(await screen.findByRole('button', { name: '1 pages, more: true' }))
    expect(await screen.findByRole('button', { name: '2 pages, more: false' })).toBeTruthy()
    expect(server.seen.map((request) => request.url)).toEqual([
      '/ai/images?page_size=1&page=1',
      '/ai/images?page_size=1&page=2',
    ])
  })
})

describe("core's stores", () => {
  const chatModel = exampleModel()

  it('read the user and the model list through the cache, where the screens find them', async () => {
    const server = fakeServer((_method, path) => {
      if (path === '/api/auth/clients/profile') return exampleUser
      if (path === '/api/client/models') return [chatModel]
      return null // no plan yet
    })
    const services = servicesWith(server)
    const session = await services.session.load()
    const { queryClient, read } = serverStateOf(services.session)

    await session.auth.start()
    expect(session.auth.getSnapshot().status).toBe('authenticated')
    expect(queryClient.getQueryData(routeKey('getProfile'))).toEqual(exampleUser)
    expect(queryClient.getQueryData(routeKey('getCurrentPlan'))).toBeNull()

    const models = createModelStore({
      read,
      notifications: services.notifications,
      navigate: () => undefined,
    })
    await models.enterPage('chat')
    expect(models.getSnapshot().selected?.model_id).toBe('m1')
    const listed = routeKey('listModels', { body: { ai_model_type: modelTypeForPage('chat') } })
    expect(queryClient.getQueryData(listed)).toEqual([chatModel])

    // A screen showing the user has it from the first render: no second copy to load.
    function Email() {
      return <p>{useUser()?.email ?? 'loading'}</p>
    }
    renderWithServices(
      <ServerStateProvider>
        <Email />
      </ServerStateProvider>,
      services,
    )
    expect(screen.getByText(exampleUser.email)).toBeTruthy()
  })

  it('hear of a failure at once: the store decides, the cache does not retry', async () => {
    const server = fakeServer(() => new Response('{}', { status: 503 }))
    const services = servicesWith(server)
    const session = await services.session.load()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await session.auth.start()
    expect(session.auth.getSnapshot().status).toBe('unauthenticated')
    expect(logged).toHaveBeenCalledOnce()
    const profileAsks = server.seen.filter((seen) => seen.url === '/api/auth/clients/profile')
    expect(profileAsks).toHaveLength(1)
  })
})

describe('the signed-in user, in the cache only', () => {
  it('shows a change as soon as the write that made it has answered, with no reload', async () => {
    let profile = exampleUser
    const server = fakeServer((method, path) => {
      if (path === '/api/auth/clients/profile' && method === 'PATCH') {
        profile = { ...profile, first_name: 'Rania' }
        return profile
      }
      if (path === '/api/auth/clients/profile') return profile
      return null
    })
    const services = servicesWith(server)
    const session = await services.session.load()
    await session.auth.start()
    function Name() {
      const rename = useRouteMutation('updateProfile', { invalidates: ['getProfile'] })
      return (
        <button
          type="button"
          onClick={() => {
            rename.mutate({ body: { first_name: 'Rania' } })
          }}
        >
          {useUser()?.first_name}
        </button>
      )
    }
    renderWithServices(
      <ServerStateProvider>
        <Name />
      </ServerStateProvider>,
      services,
    )
    fireEvent.click(screen.getByRole('button', { name: exampleUser.first_name }))
    expect(await screen.findByRole('button', { name: 'Rania' })).toBeTruthy()
  })

  it("goes with everything else of the user's when the session ends (a 401 here)", async () => {
    let revoked = false
    const server = fakeServer((_method, path) => {
      if (revoked) return new Response('{"detail":"Session revoked"}', { status: 401 })
      if (path === '/api/auth/clients/profile') return exampleUser
      if (path === '/api/auth/clients/active-sessions') return [device]
      return null
    })
    const services = servicesWith(server)
    const session = await services.session.load()
    await session.auth.start()
    const { queryClient } = serverStateOf(services.session)
    await queryClient.query({ queryKey: routeKey('activeSessions') })
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(2)

    revoked = true
    await expect(session.client.call('monthUsage')).rejects.toMatchObject({ status: 401 })
    expect(session.auth.getSnapshot().status).toBe('unauthenticated')
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})

describe('useRouteMutation', () => {
  it('asks again for the routes it invalidates once it succeeds', async () => {
    let devices = [device, { ...device, id: 's2', current: false }]
    const server = fakeServer((method) => {
      if (method === 'DELETE') {
        devices = devices.filter((one) => one.id !== 's2')
        return { detail: 'Signed out' }
      }
      return devices
    })
    function SignOutOther() {
      const signOut = useRouteMutation('deleteSession', { invalidates: ['activeSessions'] })
      return (
        <button
          type="button"
          onClick={() => {
            signOut.mutate({ body: { session_id: 's2' } })
          }}
        >
          sign out s2
        </button>
      )
    }
    renderWithServices(
      <ServerStateProvider>
        <Devices />
        <SignOutOther />
      </ServerStateProvider>,
      servicesWith(server),
    )
    await screen.findByText('2 devices')
    fireEvent.click(screen.getByRole('button', { name: 'sign out s2' }))
    expect(await screen.findByText('1 devices')).toBeTruthy()
    expect(server.seen.map((request) => request.method)).toEqual(['GET', 'DELETE', 'GET'])
  })
})

describe('useRoutesMutation', () => {
  it('asks again for what it invalidates after a failure part-way: the calls made stand', async () => {
    let devices = [
      device,
      { ...device, id: 's2', current: false },
      { ...device, id: 's3', current: false },
    ]
    const server = fakeServer((method) => {
      if (method !== 'DELETE') return devices
      if (devices.length === 2) return new Response('{"detail":"No"}', { status: 503 })
      devices = devices.filter((one) => one.id !== 's2')
      return { detail: 'Signed out' }
    })
    function SignOutOthers() {
      const signOut = useRoutesMutation(
        async (call, ids: string[]) => {
          for (const id of ids) await call('deleteSession', { body: { session_id: id } })
        },
        { invalidates: ['activeSessions'] },
      )
      return (
        <button
          type="button"
          onClick={() => {
            signOut.mutate(['s2', 's3'])
          }}
        >
          {signOut.isError ? 'failed' : 'sign out others'}
        </button>
      )
    }
    renderWithServices(
      <ServerStateProvider>
        <Devices />
        <SignOutOthers />
      </ServerStateProvider>,
      servicesWith(server),
    )
    await screen.findByText('3 devices')
    fireEvent.click(screen.getByRole('button', { name: 'sign out others' }))
    expect(await screen.findByRole('button', { name: 'failed' })).toBeTruthy()
    // Asked again before the write stopped being pending: the one signed out is gone.
    expect(screen.getByText('2 devices')).toBeTruthy()
    expect(server.seen.map((request) => request.method)).toEqual(['GET', 'DELETE', 'DELETE', 'GET'])
  })
})

describe('useRouteCall', () => {
  it('makes a one-off call, starting the session for a signed-in route, outside the cache', async () => {
    const server = fakeServer(() => ({
      login_link: 'https://help.test/login',
      status_code: 200,
      message: 'ok',
    }))
    const services = servicesWith(server)
    function HelpDesk() {
      const call = useRouteCall()
      const [link, setLink] = useState('')
      return (
        <button
          type="button"
          onClick={() => {
            void call('helpdeskLoginLink').then((answer) => {
              setLink(answer.login_link)
            })
          }}
        >
          {link || 'open help desk'}
        </button>
      )
    }
    renderWithServices(
      <ServerStateProvider>
        <HelpDesk />
      </ServerStateProvider>,
      services,
    )
    fireEvent.click(screen.getByRole('button', { name: 'open help desk' }))
    expect(await screen.findByRole('button', { name: 'https://help.test/login' })).toBeTruthy()
    expect(services.session.getSnapshot()).not.toBeNull()
    expect(server.seen).toEqual([{ method: 'GET', url: '/api/auth/helpdesk/login-link' }])
    expect(serverStateOf(services.session).queryClient.getQueryCache().getAll()).toEqual([])
  })
})
