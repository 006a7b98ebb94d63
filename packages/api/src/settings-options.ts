/**
 * The display settings' values and the storage keys, without zod: the website's first bundle
 * reads settings before anything else loads, so this module stays free of the schema library.
 * `entities/settings.ts` builds the schema from the same lists.
 */
export const settingsOptions = {
  /** `system` follows the device's light or dark preference (the default). */
  themeMode: ['system', 'light', 'dark'],
  themeDirection: ['ltr', 'rtl'],
  themeContrast: ['default', 'bold'],
  themeLayout: ['vertical', 'mini', 'horizontal'],
  themeColorPresets: ['default', 'cyan', 'purple', 'blue', 'orange', 'red'],
} as const

type Options = typeof settingsOptions

/** Display settings kept in the browser's storage (settings drawer). */
export type Settings = { [Key in keyof Options]: Options[Key][number] } & { themeStretch: boolean }

export const defaultSettings: Settings = {
  themeMode: 'system',
  themeDirection: 'ltr',
  themeContrast: 'default',
  themeLayout: 'vertical',
  themeColorPresets: 'default',
  themeStretch: false,
}

/** Storage keys of what the client keeps locally. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  settings: 'settings',
  language: 'i18nextLng',
} as const

/** Languages that read right to left. */
export const rtlLanguages = ['ar'] as const

/** Reads stored settings field by field: anything missing or unknown takes its default. */
export function parseSettings(stored: unknown): Settings {
  const fields = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  const pick = <Key extends keyof Options>(key: Key): Options[Key][number] => {
    const value = fields[key]
    const allowed: readonly unknown[] = settingsOptions[key]
    return allowed.includes(value) ? (value as Options[Key][number]) : defaultSettings[key]
  }
  return {
    themeMode: pick('themeMode'),
    themeDirection: pick('themeDirection'),
    themeContrast: pick('themeContrast'),
    themeLayout: pick('themeLayout'),
    themeColorPresets: pick('themeColorPresets'),
    themeStretch: fields.themeStretch === true,
  }
}
