/** The part of Cloudflare Turnstile's browser API (`window.turnstile`) the widget uses. */
export interface TurnstileApi {
  render: (container: HTMLElement, options: TurnstileRenderOptions) => string | undefined
  reset: (widgetId: string) => void
  remove: (widgetId: string) => void
}

export interface TurnstileRenderOptions {
  sitekey: string
  callback: (token: string) => void
  'expired-callback': () => void
  'error-callback': () => boolean
  theme: 'light' | 'dark'
  language: string
  size: 'flexible'
  action?: string
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

export const TURNSTILE_SCRIPT_URL =
  'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

let loading: Promise<TurnstileApi> | undefined

/**
 * Loads Cloudflare's script once, on the first page that shows a widget (never on a site
 * without a site key). A failed load is tried again by the next widget.
 */
export function loadTurnstile(doc: Document = document): Promise<TurnstileApi> {
  const win = doc.defaultView
  if (win?.turnstile) return Promise.resolve(win.turnstile)
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = TURNSTILE_SCRIPT_URL
    script.async = true
    script.addEventListener('load', () => {
      if (win?.turnstile) resolve(win.turnstile)
      else reject(new Error('Turnstile loaded without its API'))
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error('Turnstile could not load'))
    })
    doc.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}
