import { defaultSettings, parseSettings, storageKeys } from '@amply/api/settings-options'
import type { Settings } from '@amply/api/settings-options'
import { createStore } from '@amply/core/lib/store'
import { applyDisplaySettings } from './apply-display-settings'
import { displayConfig } from './display-config'

/** Settings as stored: anything unreadable falls back to its default, field by field. */
export function readSettings(store: Pick<Storage, 'getItem'>): Settings {
  try {
    return parseSettings(JSON.parse(store.getItem(storageKeys.settings) ?? '{}'))
  } catch {
    return defaultSettings
  }
}

/**
 * `next`, or `current` when it holds the same values: a read that changed nothing keeps the
 * same object, so nothing redraws (after hydration, a visitor on the defaults keeps
 * `defaultSettings`, the snapshot the page was prerendered with).
 */
const sameOr = (current: Settings, next: Settings): Settings =>
  (Object.keys(next) as (keyof Settings)[]).every((key) => current[key] === next[key])
    ? current
    : next

export type SettingsStore = ReturnType<typeof createSettingsStore>

/**
 * The settings drawer's state, kept in `localStorage` under the `settings` key and
 * applied to `<html>` at once (and in other tabs, through the `storage` event).
 */
export function createSettingsStore(win: Window = window) {
  const storage = win.localStorage
  const root = win.document.documentElement
  const darkQuery = win.matchMedia('(prefers-color-scheme: dark)')

  /**
   * Applies what is stored and answers it, with the direction in effect (the language's unless
   * set).
   */
  const applyStored = (): Settings => {
    applyDisplaySettings(root, storage, darkQuery.matches, win.navigator.languages, displayConfig)
    return { ...readSettings(storage), themeDirection: root.dir === 'rtl' ? 'rtl' : 'ltr' }
  }
  const store = createStore<Settings>(sameOr(defaultSettings, applyStored()))
  const refresh = () => {
    store.set((current) => sameOr(current, applyStored()))
  }

  win.addEventListener('storage', (event) => {
    if (event.key === storageKeys.settings || event.key === null) refresh()
  })
  darkQuery.addEventListener('change', refresh)

  return {
    getSnapshot: store.getSnapshot,
    /** What a prerendered page was written with: hydration starts there, then reads the store. */
    getServerSnapshot: () => defaultSettings,
    subscribe: store.subscribe,
    update(change: Partial<Settings>) {
      storage.setItem(storageKeys.settings, JSON.stringify({ ...store.getSnapshot(), ...change }))
      refresh()
    },
    /** Back to the defaults: the direction follows the language again. */
    reset() {
      storage.removeItem(storageKeys.settings)
      refresh()
    },
    /** Re-reads and re-applies everything (after the language changed). */
    refresh,
  }
}
