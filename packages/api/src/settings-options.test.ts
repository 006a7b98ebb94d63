import { describe, expect, it } from 'vitest'
import { settingsSchema } from './entities/settings'
import { defaultSettings, parseSettings } from './settings-options'

describe('parseSettings', () => {
  it('gives the defaults for nothing stored, and the schema agrees on them', () => {
    expect(parseSettings(undefined)).toEqual(defaultSettings)
    expect(settingsSchema.parse({})).toEqual(defaultSettings)
  })

  it('keeps valid fields and replaces unknown ones with their default, field by field', () => {
    expect(
      parseSettings({ themeMode: 'dark', themeLayout: 'sideways', themeStretch: 'yes', extra: 1 }),
    ).toEqual({ ...defaultSettings, themeMode: 'dark' })
  })

  it('reads every valid value the schema accepts', () => {
    const stored = {
      themeMode: 'light',
      themeDirection: 'rtl',
      themeContrast: 'bold',
      themeLayout: 'horizontal',
      themeColorPresets: 'orange',
      themeStretch: true,
    } as const
    expect(parseSettings(stored)).toEqual(settingsSchema.parse(stored))
  })
})
