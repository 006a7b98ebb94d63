import { brand } from '@amply/api/brand'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../test/render-app'

describe('site routes', () => {
  it('shows the product name and tagline on the home page', async () => {
    renderSite('/')
    const heading = await screen.findByRole('heading', { level: 1 })
    expect(heading.textContent).toContain(brand.name)
    expect(heading.textContent).toContain('Simplify Work, Amplify Results')
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      '/auth/jwt/register',
    )
  })

  it('titles pages as "{title} | {product name}" with a canonical link in <head>', async () => {
    renderSite('/')
    await waitFor(() => {
      expect(document.title).toBe(`AI assistant for everyday work | ${brand.name}`)
    })
    const canonical = document.head.querySelector('link[rel="canonical"]')
    expect(canonical?.getAttribute('href')).toBe(`${window.location.origin}/`)
    expect(document.body.querySelector('title')).toBeNull()
  })

  it('sends an unknown path to /404, kept out of search engines', async () => {
    const { router } = renderSite('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/404')
    await waitFor(() => {
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      )
    })
  })
})
