import { tokenPairSchema } from '@amply/api/entities/auth'
import { storageKeys } from '@amply/api/settings-options'
import { keepZodFromEval } from '@amply/ui/lib/zod-without-eval'
import { browser } from 'wxt/browser'
import { takeWebsiteSignIn } from '../../lib/website-sign-in'

/**
 * Where the website's login sends a session for the panel ("Continue with the website"): the
 * tokens in the address are stored for the panel (which picks them up at once), taken out of
 * the address and history, and the tab says so and closes. Only the sign-in the panel started
 * (its one-time state) is accepted: another page cannot sign the panel into its account.
 */
async function receiveSession() {
  keepZodFromEval()
  const status = document.getElementById('status')
  const say = (key: 'authReturn_done' | 'authReturn_failed') => {
    if (status) status.textContent = browser.i18n.getMessage(key)
  }
  const query = new URLSearchParams(window.location.search)
  history.replaceState(null, '', window.location.pathname)
  const pair = tokenPairSchema.safeParse({
    access_token: query.get('access_token'),
    refresh_token: query.get('refresh_token'),
    expires_at: Number(query.get('expires_at')),
  })
  const expected = await takeWebsiteSignIn(query.get('state'))
  if (!pair.success || !expected) {
    say('authReturn_failed')
    return
  }
  await browser.storage.local.set({
    [storageKeys.refreshToken]: pair.data.refresh_token,
    [storageKeys.accessToken]: pair.data.access_token,
  })
  say('authReturn_done')
  const tab = await browser.tabs.getCurrent()
  if (tab?.id !== undefined) await browser.tabs.remove(tab.id)
}

void receiveSession()
