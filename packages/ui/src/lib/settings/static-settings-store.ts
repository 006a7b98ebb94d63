import { defaultSettings } from '@amply/api/settings-options'
import type { SettingsStore } from './settings-store'

/** The settings while prerendering: the defaults, with nothing stored or applied. */
export function staticSettingsStore(): SettingsStore {
  return {
    getSnapshot: () => defaultSettings,
    getServerSnapshot: () => defaultSettings,
    subscribe: () => () => undefined,
    update: () => undefined,
    reset: () => undefined,
    refresh: () => undefined,
  }
}
