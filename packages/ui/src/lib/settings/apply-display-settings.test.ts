import { afterEach, describe, expect, it } from 'vitest'
import { applyDisplaySettings } from './apply-display-settings'
import { displayConfig } from './display-config'
import { displaySettingsHeadScript } from './head-script'

const root = document.documentElement

function apply(stored: Record<string, string>, prefersDark = false, browser = ['en-US']) {
  const store = { getItem: (key: string) => stored[key] ?? null }
  applyDisplaySettings(root, store, prefersDark, browser, displayConfig)
}

afterEach(() => {
  root.className = ''
  root.removeAttribute('dir')
  root.removeAttribute('lang')
  for (const name of root.getAttributeNames()) root.removeAttribute(name)
  localStorage.clear()
})

describe('applyDisplaySettings', () => {
  it('follows the device when nothing is stored', () => {
    apply({}, true)
    expect(root.classList.contains('dark')).toBe(true)
    apply({}, false)
    expect(root.classList.contains('dark')).toBe(false)
  })

  it('applies every stored setting to <html>', () => {
    apply({
      settings: JSON.stringify({
        themeMode: 'dark',
        themeDirection: 'rtl',
        themeContrast: 'bold',
        themeLayout: 'mini',
        themeColorPresets: 'cyan',
        themeStretch: true,
      }),
    })
    expect(root.classList.contains('dark')).toBe(true)
    expect(root.dir).toBe('rtl')
    expect(root.dataset).toMatchObject({
      contrast: 'bold',
      layout: 'mini',
      preset: 'cyan',
      stretch: 'true',
    })
  })

  it('takes the stored language, else the browser’s, else English; Arabic reads right to left', () => {
    apply({ i18nextLng: 'ar' })
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl'])
    apply({}, false, ['fr-CA', 'en'])
    expect([root.lang, root.dir]).toEqual(['fr', 'ltr'])
    apply({}, false, ['de-DE'])
    expect(root.lang).toBe('en')
  })

  it('ignores unreadable or unknown values', () => {
    apply({ settings: '{not json', i18nextLng: 'xx' })
    expect(root.lang).toBe('en')
    apply({ settings: JSON.stringify({ themeMode: 'neon', themeColorPresets: 'gold' }) })
    expect(root.dataset.preset).toBe('default')
  })
})

describe('the head script', () => {
  it('runs on its own (its source is copied into the page) and hides a page to re-render', () => {
    localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }))
    localStorage.setItem('i18nextLng', 'ar')
    // The very text the page runs inline (happy-dom runs no inline scripts).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function(displaySettingsHeadScript()) as () => void
    run()
    expect(root.classList.contains('dark')).toBe(true)
    expect(root.dir).toBe('rtl')
    expect(root.dataset.translating).toBe('true')
  })
})
