import type { defaultNS, resources } from './i18n'

// Type-checked translation keys: t('home.titel') is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS
    resources: (typeof resources)['en']
  }
}
