import { brand } from '@amply/api/brand'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../app/app-providers'
import { createI18n } from '../i18n/i18n'
import { siteRoutes } from './site-routes'

function renderAt(path: string) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] })
  render(
    <AppProviders i18n={createI18n()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

describe('site routes', () => {
  it('shows the product name and tagline on the home page', async () => {
    renderAt('/')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toContain(brand.name)
    expect(heading.textContent).toContain('Simplify Work, Amplify Results')
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      '/auth/jwt/register',
    )
  })

  it('titles pages as "{title} | {product name}" with a canonical link', async () => {
    renderAt('/')
    await screen.findByRole('heading', { level: 1 })
    expect(document.title).toBe(`AI assistant for everyday work | ${brand.name}`)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/)
  })

  it('sends an unknown path to /404', async () => {
    const router = renderAt('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })
})
