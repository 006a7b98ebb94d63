/**
 * An amount in minor units (cents) as the visitor's language writes it: "$15", "15,00 $US".
 * Whole amounts drop the decimals.
 */
export function formatMoney(amountMinor: number, currency: string, language: string): string {
  const amount = amountMinor / 100
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)
}
