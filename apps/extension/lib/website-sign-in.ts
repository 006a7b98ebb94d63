import { paths } from '@amply/ui/lib/paths'
import { browser } from 'wxt/browser'

/** The page the website sends a session back to (web-accessible; the server allow-lists the origin). */
export const authReturnPath = '/auth-return.html'

/** The one sign-in the panel started and waits for, so no other page can push a session in. */
const PENDING_KEY = 'amply.website_sign_in'

/**
 * "Continue with the website": the website's login opens with the extension's return page as
 * its target, carrying a one-time state the return page must bring back.
 */
export async function startWebsiteSignIn(serverUrl: string): Promise<void> {
  const state = crypto.randomUUID()
  await browser.storage.local.set({ [PENDING_KEY]: state })
  const target = new URL(browser.runtime.getURL(authReturnPath))
  target.searchParams.set('state', state)
  const login = new URL(paths.login, serverUrl)
  login.searchParams.set('returnTo', target.toString())
  await browser.tabs.create({ url: login.toString() })
}

/** Whether `state` is the sign-in the panel started; it is used up either way. */
export async function takeWebsiteSignIn(state: string | null): Promise<boolean> {
  const pending = (await browser.storage.local.get(PENDING_KEY))[PENDING_KEY]
  await browser.storage.local.remove(PENDING_KEY)
  return typeof pending === 'string' && state !== null && pending === state
}
