import { act, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNamespaces } from '../../i18n/i18n'
import { renderWithServices, testServices } from '../../test/render-app'
import { dashboardNav } from './dashboard-nav'
import { NavVertical } from './nav-vertical'

const services = testServices()

beforeAll(async () => {
  await loadNamespaces(services.i18n, ['dashboard'])
})

function renderNav(path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <NavVertical items={dashboardNav} /> }],
    {
      initialEntries: [path],
    },
  )
  renderWithServices(<RouterProvider router={router} />, services)
  const tools = () => screen.getByRole('button', { name: 'Tools' })
  return { router, tools }
}

describe('the vertical navigation', () => {
  it('marks the current page and keeps the Tools group closed away from its pages', () => {
    const { tools } = renderNav('/dashboard')
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Art' }).getAttribute('aria-current')).toBeNull()
    expect(tools().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Write' })).toBeNull()
  })

  it('opens a group on demand and closes it on a route change', async () => {
    const { router, tools } = renderNav('/dashboard/chat')
    tools().click()
    expect((await screen.findByRole('link', { name: 'Translate' })).getAttribute('href')).toBe(
      '/dashboard/translate',
    )
    expect(tools().getAttribute('aria-expanded')).toBe('true')
    await act(() => router.navigate('/dashboard/art'))
    await waitFor(() => {
      expect(tools().getAttribute('aria-expanded')).toBe('false')
    })
    expect(screen.queryByRole('link', { name: 'Translate' })).toBeNull()
  })

  it('opens the group that holds the new page', async () => {
    const { router, tools } = renderNav('/dashboard/chat')
    await act(() => router.navigate('/dashboard/read'))
    await waitFor(() => {
      expect(tools().getAttribute('aria-expanded')).toBe('true')
    })
    expect(screen.getByRole('link', { name: 'Read' }).getAttribute('aria-current')).toBe('page')
  })
})
