import { paths } from '../../../lib/paths'

/**
 * The register address that brings a referral code with it: register reads `?referral_code=`
 * and sends it as its `referral_code` (docs/decisions.md, "Referral links").
 */
export function referralLink(origin: string, code: string): string {
  const url = new URL(paths.register, origin)
  url.searchParams.set('referral_code', code)
  return url.href
}
