import { storageKeys } from '@amply/api/settings-options'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../app-services'
import { currentLanguage } from '../../i18n/i18n'
import { languageDirection } from '../../i18n/languages'
import type { LanguageCode } from '../../i18n/languages'

/** The interface language and the way to change it (its direction comes with it). */
export function useLanguage(): [LanguageCode, (code: LanguageCode) => Promise<void>] {
  const { i18n, settings } = useAppServices()
  // Re-render on language change.
  useTranslation()
  const change = useCallback(
    async (code: LanguageCode) => {
      await i18n.changeLanguage(code)
      localStorage.setItem(storageKeys.language, code)
      settings.update({ themeDirection: languageDirection(code) })
    },
    [i18n, settings],
  )
  return [currentLanguage(i18n), change]
}
