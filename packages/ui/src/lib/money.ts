/**
 * Money arrives as an integer of the currency's minor unit (cents) with its ISO 4217 code
 * (docs/decisions.md, "Payments"). It is shown through Intl.NumberFormat from an exact decimal
 * string, never through a float division, so 1999 USD reads "$19.99" in every locale.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(minorToDecimal(amount, digits))
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
