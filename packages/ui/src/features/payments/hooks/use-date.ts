import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** A date of the billing screens (an ISO timestamp) in the visitor's language: "24 Nov 2026". */
export function useBillingDate() {
  const { i18n } = useTranslation()
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)),
    [i18n.language],
  )
}
