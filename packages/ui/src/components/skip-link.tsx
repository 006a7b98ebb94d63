import { useTranslation } from 'react-i18next'

/** The first stop of the Tab key: jumps over the bars to the page's `<main id="main">`. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:ring-[3px] focus:ring-ring/50"
    >
      {t('skipToContent')}
    </a>
  )
}
