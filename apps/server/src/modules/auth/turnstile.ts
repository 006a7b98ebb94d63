import type { Logger } from '../../lib/logger'

const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/**
 * Checks a Turnstile (bot check) response when a secret is configured; without one every
 * response passes and the skip is logged once at start.
 */
export function createTurnstile({
  secret,
  logger,
  verifyUrl = SITEVERIFY_URL,
  fetch = globalThis.fetch,
}: {
  secret: string | undefined
  logger: Logger
  verifyUrl?: string
  fetch?: typeof globalThis.fetch
}) {
  if (!secret) logger.info('Turnstile is not configured: bot checks are skipped')
  return async function verify(response: string, ip: string): Promise<boolean> {
    if (!secret) return true
    if (!response) return false
    const answer = await fetch(verifyUrl, {
      method: 'POST',
      body: new URLSearchParams({ secret, response, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    })
    const result = (await answer.json().catch(() => ({}))) as { success?: boolean }
    return result.success === true
  }
}

export type TurnstileVerifier = ReturnType<typeof createTurnstile>
