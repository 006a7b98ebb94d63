import { createSession } from '@amply/core/auth/session'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createWebPlatform } from '../lib/web-platform'
import { renderSite, testServices } from '../test/render-app'
import { dashboardRoutes } from './dashboard-routes'
import { paths } from '../lib/paths'

/** A browser with no session: no token stored, no session cookie. */
const noSession = () => {
  const session = createSession(createWebPlatform(window), { allowedReturnOrigins: [] })
  void session.auth.start()
  return Promise.resolve(session)
}

describe('the workspace routes', () => {
  it('send a visitor without a session to the login page, returning to the page asked for', async () => {
    const { router } = renderSite('/dashboard/write?draft=1', {
      services: testServices({ session: noSession }),
      routes: (i18n) => [...dashboardRoutes(i18n), { path: paths.login, element: <h1>Login</h1> }],
    })
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy()
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(paths.login)
    })
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/dashboard/write?draft=1',
    )
  })
})
