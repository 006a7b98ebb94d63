import { z } from 'zod'

/** Display settings kept in the browser's storage (settings drawer). */
export const settingsSchema = z.object({
  themeMode: z.enum(['light', 'dark']).default('light'),
  themeDirection: z.enum(['ltr', 'rtl']).default('ltr'),
  themeContrast: z.enum(['default', 'bold']).default('default'),
  themeLayout: z.enum(['vertical', 'mini', 'horizontal']).default('vertical'),
  themeColorPresets: z
    .enum(['default', 'cyan', 'purple', 'blue', 'orange', 'red'])
    .default('default'),
  themeStretch: z.boolean().default(false),
})
export type Settings = z.infer<typeof settingsSchema>

export const defaultSettings: Settings = settingsSchema.parse({})

/** Storage keys of what the client keeps locally. */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  settings: 'settings',
  language: 'i18nextLng',
} as const

/** Languages that read right to left. */
export const rtlLanguages = ['ar'] as const
