import type { LoginResult } from '@amply/core/auth/auth-store'
import { useNavigate, useSearchParams } from 'react-router'
import { signedInHome } from '../../../lib/paths'
import { absoluteReturnTo, returnDestination } from '../../../lib/return-to'
import { returnReasonOf } from '../lib/return-reason'

/** The site's origin in the browser; empty while prerendering. */
const siteOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin)

/** Adds `returnTo` to a path of the site, keeping its own query. */
export function withReturnTo(path: string, returnTo: string | null): string {
  if (!returnTo) return path
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.set('returnTo', returnTo)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Where a sign-in on this page leads, from its `returnTo`: a path of the site, or another
 * first-party client (a browser extension) that core hands the session to.
 */
export function useSignInDestination() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const returnTo = search.get('returnTo')
  const destination = returnTo ? returnDestination(returnTo, siteOrigin()) : null
  const returnPath = destination?.kind === 'path' ? destination.path : undefined

  return {
    /** The raw `returnTo`, passed on to the next sign-in page. */
    returnTo,
    /** The page of this site a sign-in returns to, which a registration keeps for its activation. */
    returnPath,
    /** Why the page asks to sign in, when it was sent a page of this site to return to. */
    reason: returnReasonOf(returnPath),
    /** For core's login: an absolute return target it checks against its allow-list. */
    returnTarget: destination?.kind === 'target' ? destination.url : undefined,
    /** For the OAuth start, which keeps only an absolute first-party `returnTo`. */
    oauthReturnTo: absoluteReturnTo(destination, siteOrigin()),
    /** Goes on after a login or OTP step answered. */
    finish(result: LoginResult) {
      if (result.kind === 'verify') void navigate(withReturnTo(result.url, returnTo))
      else if (result.kind === 'signedIn') {
        void navigate(returnPath ?? signedInHome, { replace: true })
      }
      // 'returned': core has sent the browser to the return target.
    },
  }
}
