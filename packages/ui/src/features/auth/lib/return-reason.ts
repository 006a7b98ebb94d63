import { matchPath } from 'react-router'
import { paths } from '../../../lib/paths'

/** Why a sign-in page was sent a page to return to: a shared conversation to go on with, or any other. */
export type ReturnReason = 'continueShare' | 'page'

/** The reason the sign-in pages give for asking, from the path a sign-in returns to. */
export function returnReasonOf(path: string | undefined): ReturnReason | undefined {
  if (!path) return undefined
  const { pathname } = new URL(path, 'http://site.invalid')
  return matchPath(paths.shareContinue, pathname) ? 'continueShare' : 'page'
}
