import type { Settings } from '@amply/api/settings-options'
import { useSyncExternalStore } from 'react'
import { useAppServices } from '../app-services'

/** The settings drawer's values, live. */
export function useSettings(): Settings {
  const { settings } = useAppServices()
  return useSyncExternalStore(settings.subscribe, settings.getSnapshot, settings.getServerSnapshot)
}
