import { useCallback, useEffect, useState } from 'react'

/**
 * A wait before something may be done again (sending another code): `start()` begins it,
 * `remaining` counts the whole seconds left, 0 when it may be done.
 */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const remaining = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (until === 0) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= until) clearInterval(timer)
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [until])

  const start = useCallback(() => {
    const current = Date.now()
    setNow(current)
    setUntil(current + seconds * 1000)
  }, [seconds])

  return { remaining, start }
}
