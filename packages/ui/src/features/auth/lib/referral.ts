import { registerRequestSchema } from '@amply/api/entities/auth'

const fields = registerRequestSchema.pick({ referral_code: true, invite_token: true }).shape

/**
 * The referral code and invitation of a register link, as register sends them:
 * `?referral_code=` (the refer-and-earn page's links) or the shorter `?ref=`, and `?invite=`.
 * A value the schema refuses (too long) is left out rather than failing the form.
 */
export function referralFrom(search: URLSearchParams): {
  referral_code?: string
  invite_token?: string
} {
  const param = (...names: string[]) => {
    const value = names.map((name) => search.get(name)?.trim()).find(Boolean)
    return value === '' ? undefined : value
  }
  const code = fields.referral_code.safeParse(param('referral_code', 'ref'))
  const invite = fields.invite_token.safeParse(param('invite_token', 'invite'))
  return {
    ...(code.success && code.data ? { referral_code: code.data } : {}),
    ...(invite.success && invite.data ? { invite_token: invite.data } : {}),
  }
}
