import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { LogoLoader } from '../../components/logo-loader'

/** Waits this long before showing the loader, so fast navigations never flash it. */
const SHOW_AFTER_MS = 150

/** The logo loading animation while the next page's code and texts download. */
export function RouteProgress() {
  const pending = useNavigation().location?.key
  // The navigation whose wait has outlasted SHOW_AFTER_MS.
  const [slow, setSlow] = useState<string | null>(null)
  useEffect(() => {
    if (pending === undefined) return
    const timer = setTimeout(() => {
      setSlow(pending)
    }, SHOW_AFTER_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [pending])
  if (pending === undefined || slow !== pending) return null
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background/70 backdrop-blur-sm">
      <LogoLoader className="min-h-0" />
    </div>
  )
}
