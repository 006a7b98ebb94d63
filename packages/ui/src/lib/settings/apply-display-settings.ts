/** What the apply function needs to know about the app's languages. */
export interface DisplayConfig {
  /** Supported language codes, the default first. */
  languages: readonly string[]
  rtlLanguages: readonly string[]
  settingsKey: string
  languageKey: string
}

/**
 * Applies the stored display settings and language to `<html>`: the `dark` class, `lang`,
 * `dir`, and `data-contrast`, `data-preset`, `data-layout`, `data-stretch` for the theme's CSS.
 *
 * It runs twice over: inlined into every page's `<head>` (its source is copied there at build
 * time, so it must stay self-contained: no imports, no outer variables), so the first paint is
 * already right; and by the settings store after every change.
 */
export function applyDisplaySettings(
  root: HTMLElement,
  store: Pick<Storage, 'getItem'>,
  prefersDark: boolean,
  browserLanguages: readonly string[],
  config: DisplayConfig,
): void {
  let settings: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(store.getItem(config.settingsKey) ?? '{}')
    if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>
  } catch {
    // Unreadable settings count as none.
  }
  const pick = (key: string, allowed: readonly string[], fallback: string): string => {
    const value = settings[key]
    return typeof value === 'string' && allowed.includes(value) ? value : fallback
  }

  let language = store.getItem(config.languageKey) ?? ''
  if (!config.languages.includes(language)) {
    const preferred = browserLanguages
      .map((tag) => tag.toLowerCase().split('-')[0] ?? '')
      .find((code) => config.languages.includes(code))
    language = preferred ?? config.languages[0] ?? 'en'
  }
  const languageDir = config.rtlLanguages.includes(language) ? 'rtl' : 'ltr'

  const mode = pick('themeMode', ['system', 'light', 'dark'], 'system')
  root.classList.toggle('dark', mode === 'dark' || (mode === 'system' && prefersDark))
  root.lang = language
  root.dir = pick('themeDirection', ['ltr', 'rtl'], languageDir)
  root.dataset.contrast = pick('themeContrast', ['default', 'bold'], 'default')
  root.dataset.preset = pick(
    'themeColorPresets',
    ['default', 'cyan', 'purple', 'blue', 'orange', 'red'],
    'default',
  )
  root.dataset.layout = pick('themeLayout', ['vertical', 'mini', 'horizontal'], 'vertical')
  root.dataset.stretch = settings.themeStretch === true ? 'true' : 'false'
}
