import { useCallback, useState } from 'react'

export interface TurnstileControl {
  /** The widget's answer: what a form sends as `turnstile_response` ('' until solved, or with no widget). */
  token: string
  /** Asks for a fresh answer (a token works once: call it after every submit the server saw). */
  reset: () => void
  /** Spread on `<Turnstile>`. */
  widget: { onToken: (token: string) => void; resetCount: number }
}

/** The state a form keeps for its `<Turnstile>` widget. */
export function useTurnstile(): TurnstileControl {
  const [token, setToken] = useState('')
  const [resetCount, setResetCount] = useState(0)
  const reset = useCallback(() => {
    setToken('')
    setResetCount((count) => count + 1)
  }, [])
  return { token, reset, widget: { onToken: setToken, resetCount } }
}
