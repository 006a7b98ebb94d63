import { rtlLanguages, storageKeys } from '@amply/api/settings-options'
import { languages } from '../../i18n/languages'
import type { DisplayConfig } from './apply-display-settings'

export const displayConfig: DisplayConfig = {
  languages: languages.map((language) => language.code),
  rtlLanguages,
  settingsKey: storageKeys.settings,
  languageKey: storageKeys.language,
}
