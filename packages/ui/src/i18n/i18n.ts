import i18next from 'i18next'
import type { BackendModule, ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import englishCommon from './locales/en/common.json'
import { defaultLanguage, isLanguageCode } from './languages'
import type { LanguageCode } from './languages'
import { defaultNamespace } from './namespaces'
import type { Namespace } from './namespaces'

// One chunk per language and namespace, fetched when a page first needs it (English `common`
// is bundled, below).
const resourceFiles = import.meta.glob<{ default: ResourceKey }>([
  './locales/*/*.json',
  '!./locales/en/common.json',
])

const lazyResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = resourceFiles[`./locales/${language}/${namespace}.json`]
    if (language === defaultLanguage && namespace === defaultNamespace) {
      callback(null, englishCommon)
      return
    }
    if (!load) {
      callback(null, {})
      return
    }
    load().then(
      (file) => {
        callback(null, file.default)
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), null)
      },
    )
  },
}

/**
 * An i18next instance for one app (the website, the side panel). English `common` is bundled so
 * the shell renders at once; everything else loads through `loadNamespaces` / `changeLanguage`.
 */
export function createI18n(language: LanguageCode = defaultLanguage) {
  const instance = i18next.createInstance()
  void instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      supportedLngs: ['en', 'ar', 'fr'],
      ns: [defaultNamespace],
      defaultNS: defaultNamespace,
      resources: { [defaultLanguage]: { [defaultNamespace]: englishCommon } },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    })
  return instance
}

export type I18n = ReturnType<typeof createI18n>

/** Resolves once the namespaces are loaded in the current language (and the fallback). */
export function loadNamespaces(i18n: I18n, namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces])
}

export function currentLanguage(i18n: I18n): LanguageCode {
  return isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage
}
