import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat } from '../../../lib/format/intl-cache'

/** A date of the billing screens (an ISO timestamp) in the visitor's language: "24 Nov 2026". */
export function useBillingDate() {
  const { i18n } = useTranslation()
  return useCallback(
    (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso)),
    [i18n.language],
  )
}
