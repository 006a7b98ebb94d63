import { numberFormat } from './format/intl-cache'

export interface MoneyFormatOptions {
  /** "$15" rather than "$15.00" when the amount is whole (prices on the pricing page). */
  dropZeroFraction?: boolean
}

/**
 * Money arrives as an integer of the currency's minor unit with its ISO 4217 code
 * (docs/decisions.md, "Payments"): cents for USD, none for JPY, thousandths for KWD. It is
 * shown through Intl.NumberFormat from an exact decimal string, never through a float
 * division, so 1999 USD reads "$19.99" and 1500 JPY "¥1,500" in every locale.
 */
export function formatMoney(
  amount: number,
  currency: string,
  locale: string,
  { dropZeroFraction = false }: MoneyFormatOptions = {},
): string {
  const format = numberFormat(locale, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  const decimal = minorToDecimal(amount, digits)
  if (dropZeroFraction && digits > 0 && amount % 10 ** digits === 0) {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(decimal)
  }
  return format.format(decimal)
}

/** `1999, 2` → `"19.99"`; `-5, 2` → `"-0.05"`; `500, 0` → `"500"`. */
export function minorToDecimal(amount: number, digits: number): `${number}` {
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`${amount} is not an amount of minor units`)
  const sign = amount < 0 ? '-' : ''
  const units = String(Math.abs(amount)).padStart(digits + 1, '0')
  if (digits === 0) return `${sign}${units}` as `${number}`
  const whole = units.slice(0, -digits)
  const fraction = units.slice(-digits)
  return `${sign}${whole}.${fraction}` as `${number}`
}
