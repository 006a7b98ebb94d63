import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from './locales/en.json'

export const defaultNS = 'translation'
export const resources = { en: { translation: en } } as const

/**
 * One i18next instance per app (the website, the side panel), with the bundled English
 * resources loaded synchronously so the first render already has its texts.
 */
export function createI18n(language = 'en') {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    defaultNS,
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  return instance
}
