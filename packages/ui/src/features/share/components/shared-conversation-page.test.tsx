import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSite } from '../../../test/render-app'

describe('the public share page', () => {
  it('says a link of no known kind no longer works, with a way on, out of search engines', async () => {
    renderSite('/share/essay/abc')
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start a new chat' }).getAttribute('href')).toBe(
      '/dashboard/chat',
    )
    expect(screen.getByRole('link', { name: 'Amply home' }).getAttribute('href')).toBe('/')
    await waitFor(() => {
      expect(document.title).toBe('This link no longer works | Amply')
    })
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    )
  })
})
