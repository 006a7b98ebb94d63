import type { defaultNamespace, Resources } from './namespaces'

// Type-checked translation keys: t('home:titel') is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNamespace
    resources: Resources
  }
}
