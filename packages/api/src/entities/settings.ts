import { z } from 'zod'
import { defaultSettings, settingsOptions } from '../settings-options'
import type { Settings } from '../settings-options'

export { defaultSettings, rtlLanguages, storageKeys } from '../settings-options'
export type { Settings } from '../settings-options'

/** Display settings kept in the browser's storage (settings drawer), as a schema. */
export const settingsSchema = z.object({
  themeMode: z.enum(settingsOptions.themeMode).default(defaultSettings.themeMode),
  themeDirection: z.enum(settingsOptions.themeDirection).default(defaultSettings.themeDirection),
  themeContrast: z.enum(settingsOptions.themeContrast).default(defaultSettings.themeContrast),
  themeLayout: z.enum(settingsOptions.themeLayout).default(defaultSettings.themeLayout),
  themeColorPresets: z
    .enum(settingsOptions.themeColorPresets)
    .default(defaultSettings.themeColorPresets),
  themeStretch: z.boolean().default(defaultSettings.themeStretch),
}) satisfies z.ZodType<Settings>
