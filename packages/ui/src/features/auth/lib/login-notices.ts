/** What the login page confirms when another page sends the visitor there. */
export type LoginNotice = 'activated' | 'passwordReset'

/** History state that makes the login page show a notice, and fill in an address it names. */
export const loginNoticeState = (notice: LoginNotice, email?: string) =>
  email ? { notice, email } : { notice }

export function loginNoticeOf(state: unknown): LoginNotice | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined
  const { notice } = state
  return notice === 'activated' || notice === 'passwordReset' ? notice : undefined
}

/** The address another page left for the login form (the one an activation link activated). */
export function loginEmailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined
  return typeof state.email === 'string' && state.email ? state.email : undefined
}

/** The `error` codes the OAuth callback lands on the login page with (docs/contract.md). */
const oauthErrors = {
  access_denied: 'accessDenied',
  provider_error: 'providerError',
  flow_expired: 'flowExpired',
  state_mismatch: 'stateMismatch',
  login_failed: 'loginFailed',
  email_unverified: 'emailUnverified',
  too_many_requests: 'tooManyRequests',
} as const

export type OAuthErrorKey = (typeof oauthErrors)[keyof typeof oauthErrors] | 'unknown'

/** The text key of an OAuth `error` code; an unknown code still says the login failed. */
export function oauthErrorKey(code: string | null): OAuthErrorKey | undefined {
  if (!code) return undefined
  return Object.hasOwn(oauthErrors, code)
    ? oauthErrors[code as keyof typeof oauthErrors]
    : 'unknown'
}
