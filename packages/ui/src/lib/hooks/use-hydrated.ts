import { useEffect, useState } from 'react'

/**
 * False on the first render, true right after. A prerendered page renders what depends on the
 * browser (the query string, history state) only once this is true, so hydration meets the
 * HTML exactly as it was written.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    // After hydration on purpose (see above).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHydrated(true)
  }, [])
  return hydrated
}
