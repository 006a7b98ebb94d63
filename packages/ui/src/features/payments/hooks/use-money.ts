import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '../../../lib/money'

/** Minor units and a currency in the visitor's language: `money(800, 'USD')` → "$8.00". */
export function useMoney() {
  const { i18n } = useTranslation()
  return useCallback(
    (amount: number, currency: string) => formatMoney(amount, currency, i18n.language),
    [i18n.language],
  )
}
