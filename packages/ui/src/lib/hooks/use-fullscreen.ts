import { useCallback, useSyncExternalStore } from 'react'

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener)
  return () => {
    document.removeEventListener('fullscreenchange', listener)
  }
}

/** The page's fullscreen state and its toggle (the settings drawer's fullscreen button). */
export function useFullscreen() {
  const active = useSyncExternalStore(subscribe, () => document.fullscreenElement !== null)
  const toggle = useCallback(
    () =>
      document.fullscreenElement
        ? document.exitFullscreen()
        : document.documentElement.requestFullscreen(),
    [],
  )
  return { active, supported: document.fullscreenEnabled, toggle }
}
