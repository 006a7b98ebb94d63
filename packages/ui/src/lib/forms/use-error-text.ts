import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { translateProductMessage } from '../i18n/product-messages'
import { errorText } from './server-errors'

/** `errorText` in the visitor's language: what a failed call says in the form's alert. */
export function useErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (error: unknown, byStatus: Partial<Record<number, string>> = {}) =>
      errorText(error, (message) => translateProductMessage(t, message), byStatus),
    [t],
  )
}
