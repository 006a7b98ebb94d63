import { relativeTimeFormat } from '../../../lib/format/intl-cache'

const units: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * "5 minutes ago", "yesterday", "il y a 2 heures": a past moment in the largest unit that fits,
 * in the interface language; under a minute is "now".
 */
export function relativeTime(iso: string, now: number, language: string): string {
  const format = relativeTimeFormat(language, { numeric: 'auto' })
  const seconds = Math.round((Date.parse(iso) - now) / 1000)
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
