import type { FetchRules } from './page-fetch'
import { fetchResource } from './page-fetch'

const ICON_TYPES = new Set([
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/webp',
])
/** Small enough to keep with the message as a data URL (the contract allows 16,000 characters). */
const ICON_BYTES = 10_000
const ICON_TIMEOUT_MS = 2000

/**
 * The site's icon (its /favicon.ico, fetched by the same rules as its pages) as a data URL, or
 * null: the sources list then draws the site's first letter. SVG is not taken (it can carry
 * scripts).
 */
export async function siteIcon(
  pageUrl: string,
  rules: FetchRules,
  signal: AbortSignal,
): Promise<string | null> {
  const outcome = await fetchResource(
    new URL('/favicon.ico', pageUrl).href,
    { ...rules, timeoutMs: Math.min(rules.timeoutMs, ICON_TIMEOUT_MS), maxBytes: ICON_BYTES },
    { accept: 'image/*', acceptType: (type) => ICON_TYPES.has(type), signal },
  )
  if (!outcome.ok || outcome.fetched.body.length === 0) return null
  return `data:${outcome.fetched.contentType};base64,${outcome.fetched.body.toString('base64')}`
}
