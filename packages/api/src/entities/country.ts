import { iso31661Alpha2ToAlpha3 } from 'iso-3166/1-a2-to-1-a3.js'
import { z } from 'zod'

/**
 * Every assigned ISO 3166-1 alpha-2 code, from the iso-3166 package (kept up to date
 * upstream): the countries a billing address can name, offered by the form and accepted by
 * the server. The package's smallest table is read for its keys; names come from
 * `Intl.DisplayNames` in the reader's language.
 */
export const countryCodes: readonly string[] = Object.keys(iso31661Alpha2ToAlpha3)

const assigned = new Set(countryCodes)

/** Whether `code` is an assigned ISO 3166-1 alpha-2 code (upper-case). */
export function isCountryCode(code: string): boolean {
  return assigned.has(code)
}

/** An ISO 3166-1 alpha-2 code, in either case; stored upper-case. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code')

export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().length(2),
  label: z.string(),
  /** Dialling prefix without "+", e.g. "44". */
  phone: z.string(),
  suggested: z.boolean().optional(),
})
export type Country = z.infer<typeof countrySchema>
