import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AppProviders } from '../app/app-providers'
import type { TurnstileApi, TurnstileRenderOptions } from '../lib/turnstile/turnstile-api'
import { useTurnstile } from '../lib/turnstile/use-turnstile'
import { testServices } from '../test/render-app'
import { Turnstile } from './turnstile'

/**
 * Cloudflare's browser API (a third-party script that cannot load here), recording what the
 * widget asks of it, with the calls Cloudflare makes back.
 */
function fakeTurnstile() {
  const widgets: { options: TurnstileRenderOptions; resets: number; removed: boolean }[] = []
  const api: TurnstileApi = {
    render: (_, options) => {
      widgets.push({ options, resets: 0, removed: false })
      return String(widgets.length - 1)
    },
    reset: (id) => {
      const widget = widgets[Number(id)]
      if (widget) widget.resets += 1
    },
    remove: (id) => {
      const widget = widgets[Number(id)]
      if (widget) widget.removed = true
    },
  }
  window.turnstile = api
  return widgets
}

function Form() {
  const turnstile = useTurnstile()
  return (
    <>
      <Turnstile siteKey="site-key" action="login" {...turnstile.widget} />
      <output aria-label="token">{turnstile.token}</output>
      <button type="button" onClick={turnstile.reset}>
        reset
      </button>
    </>
  )
}

afterEach(() => {
  delete window.turnstile
})

describe('Turnstile', () => {
  it('draws the widget with the site key, hands its answer to the form and resets it', async () => {
    const widgets = fakeTurnstile()
    const view = render(
      <AppProviders services={testServices()}>
        <Form />
      </AppProviders>,
    )
    await waitFor(() => {
      expect(widgets).toHaveLength(1)
    })
    const widget = widgets[0]
    expect(widget?.options).toMatchObject({
      sitekey: 'site-key',
      action: 'login',
      theme: 'light',
      language: 'en',
    })

    act(() => {
      widget?.options.callback('token-1')
    })
    expect(screen.getByLabelText('token').textContent).toBe('token-1')

    // A token works once: after a submit the form asks for a new one.
    act(() => {
      screen.getByRole('button', { name: 'reset' }).click()
    })
    expect(screen.getByLabelText('token').textContent).toBe('')
    expect(widget?.resets).toBe(1)

    act(() => {
      widget?.options['expired-callback']()
    })
    expect(screen.getByLabelText('token').textContent).toBe('')

    view.unmount()
    await waitFor(() => {
      expect(widget?.removed).toBe(true)
    })
  })
})
