import { mailboxOf } from '@amply/e2e/mailbox'
import type { Page } from '@playwright/test'

const password = 'Lilac-Harbour-42!'

/**
 * A trial account, registered and activated through the API, as the e2e tests make them (for
 * the scripts that run outside Playwright's test runner: the gallery, the benches).
 */
export async function trialAccount(baseUrl: string, label: string): Promise<string> {
  const email = `${label}-${String(Date.now())}@example.com`
  const post = (route: string, body: unknown) =>
    fetch(`${baseUrl}/api/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const registered = await post('auth/clients/register', {
    email,
    password,
    first_name: 'Noor',
    last_name: 'Haddad',
    turnstile_response: '',
  })
  if (!registered.ok) throw new Error(`register answered ${String(registered.status)}`)
  for (let tries = 0; tries < 100; tries += 1) {
    const link = (await mailboxOf(baseUrl, email))
      .flatMap((mail) => /\/client\/activate\/(\S+)/.exec(mail.text) ?? [])
      .at(1)
    if (link) {
      const activated = await post('auth/client/activate', { token: link })
      if (!activated.ok) throw new Error(`activate answered ${String(activated.status)}`)
      return email
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('no activation mail')
}

/** Logs the account in through the login page; the tab ends on chat. */
export async function logIn(tab: Page, baseUrl: string, email: string) {
  // Scripts loaded (the form hydrated): a click before would submit the prerendered form natively.
  await tab.goto(`${baseUrl}/auth/jwt/login`, { waitUntil: 'networkidle' })
  await tab.locator('input[name="email"]').fill(email)
  await tab.locator('input[name="password"]').fill(password)
  await tab.locator('form button[type="submit"]').click()
  await tab.waitForURL(/\/dashboard\/chat$/)
}
