import { randomInt, randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { mailboxOf } from './mailbox'

export const strongPassword = 'Lilac-Harbour-42!'

/** A client IP address for one visitor (the e2e server trusts X-Forwarded-For from loopback). */
export const visitorAddress = () =>
  `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(1 + randomInt(254))}`

/** An address no other test uses. */
export const newEmail = (label: string) => `e2e-${label}-${randomUUID()}@example.com`

/**
 * The path of the link a mail to `to` carries (`/client/activate/…`), once it is in the
 * server's outbox. Mail links start with the server's PUBLIC_URL, not the test server's
 * address, so the test follows the path.
 */
export async function mailedLink(baseURL: string, to: string, path: RegExp): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const mail = await mailboxOf(baseURL, to)
      link = mail
        .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
        .map((url) => new URL(url).pathname)
        .findLast((pathname) => path.test(pathname))
      return link
    })
    .toBeDefined()
  return link ?? ''
}

/**
 * Registers through the API (`request` has the server as its base URL) and follows the
 * activation link: an account ready to log in.
 */
export async function activatedAccount(request: APIRequestContext, baseURL: string, label: string) {
  const account = { email: newEmail(label), password: strongPassword }
  const registered = await request.post(`${baseURL}/api/auth/clients/register`, {
    // Each test's account comes from a visitor of its own: from one address, the whole suite would
    // meet the registration limit per address (20 per 15 minutes, docs/decisions.md "Accounts").
    headers: { 'x-forwarded-for': visitorAddress() },
    data: {
      ...account,
      first_name: 'Noor',
      last_name: 'Haddad',
      turnstile_response: '',
    },
  })
  expect(registered.ok()).toBe(true)
  const link = await mailedLink(baseURL, account.email, /^\/client\/activate\//)
  const token = link.split('/').at(-1)
  const activated = await request.post(`${baseURL}/api/auth/client/activate`, { data: { token } })
  expect(activated.ok()).toBe(true)
  return account
}
