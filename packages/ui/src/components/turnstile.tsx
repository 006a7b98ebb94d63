import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSettings } from '../lib/hooks/use-settings'
import { loadTurnstile } from '../lib/turnstile/turnstile-api'
import type { TurnstileControl } from '../lib/turnstile/use-turnstile'

type TurnstileProps = TurnstileControl['widget'] & {
  /** The server's `turnstile_site_key` (from `useClientConfig`). */
  siteKey: string
  /** Cloudflare's analytics label for the form ("login", "register", "contact"). */
  action?: string
  className?: string
}

/**
 * Cloudflare Turnstile, the bot check of the login, register and contact forms. Render it only
 * when the server has a site key: its script loads with the first widget. It follows the site's
 * theme and language, and starts again when the form calls `reset()`.
 *
 * ```tsx
 * const turnstile = useTurnstile()
 * {siteKey ? <Turnstile siteKey={siteKey} action="contact" {...turnstile.widget} /> : null}
 * // send { ..., turnstile_response: turnstile.token } and call turnstile.reset() afterwards
 * ```
 */
export function Turnstile({ siteKey, action, onToken, resetCount, className }: TurnstileProps) {
  const { t, i18n } = useTranslation()
  const { themeMode } = useSettings()
  const container = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const language = i18n.resolvedLanguage ?? i18n.language

  useEffect(() => {
    const element = container.current
    if (!element) return
    let active = true
    const dark = document.documentElement.classList.contains('dark')
    loadTurnstile().then(
      (api) => {
        if (!active) return
        setFailed(false)
        widgetId.current = api.render(element, {
          sitekey: siteKey,
          theme: dark ? 'dark' : 'light',
          language,
          size: 'flexible',
          ...(action ? { action } : {}),
          callback: onToken,
          'expired-callback': () => {
            onToken('')
          },
          'error-callback': () => {
            onToken('')
            // Turnstile retries by itself; false lets it show its own message too.
            return false
          },
        })
      },
      () => {
        if (active) setFailed(true)
      },
    )
    return () => {
      active = false
      const id = widgetId.current
      widgetId.current = undefined
      if (id !== undefined) window.turnstile?.remove(id)
      onToken('')
    }
    // A new theme or language draws the widget again.
  }, [siteKey, action, onToken, themeMode, language])

  useEffect(() => {
    if (resetCount > 0 && widgetId.current !== undefined) window.turnstile?.reset(widgetId.current)
  }, [resetCount])

  return (
    <div className={className}>
      {/* Turnstile's widget is 65 px tall: its room is kept while it loads. */}
      <div ref={container} data-slot="turnstile" className={failed ? undefined : 'min-h-16'} />
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t('turnstile.failed')}
        </p>
      ) : null}
    </div>
  )
}
