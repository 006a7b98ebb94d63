import { visitorAddress } from '@amply/e2e/accounts'
import { mailedLink, newEmail, signIn, strongPassword } from './auth-helpers'
import { answerDone, ask, questions } from './chat-helpers'
import { expect, test } from './fixtures'
import { createShareLink } from './share-helpers'

test('a newcomer continues a share: registers, activates from the mail, and the first log-in opens the copy', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  await signIn(page, request, baseURL ?? '', 'share-newcomer')
  await ask(page, 'Plan a picnic for four')
  await answerDone(page)
  const { path: sharePath } = await createShareLink(page)

  // A visitor with no account, from an address of their own (the registration limit is per address).
  const visitor = await browser.newContext({
    baseURL: baseURL ?? '',
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  })
  const tab = await visitor.newPage()
  await tab.goto(sharePath)
  await tab.getByRole('link', { name: 'Continue this conversation' }).first().click()
  await expect(tab).toHaveURL(/\/auth\/jwt\/login\?returnTo=/)
  // The login page says why it asks.
  await expect(
    tab.getByText('Log in or create an account to continue this conversation.'),
  ).toBeVisible()

  await tab.getByRole('link', { name: 'Create an account' }).click()
  await expect(tab).toHaveURL(/\/auth\/jwt\/register\?returnTo=/)
  const email = newEmail('newcomer')
  await tab.getByLabel('First name').fill('Samir')
  await tab.getByLabel('Last name').fill('Aziz')
  await tab.getByLabel('Email').fill(email)
  await tab.getByLabel('Password', { exact: true }).fill(strongPassword)
  await tab.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
  await tab.getByRole('button', { name: 'Create account' }).click()
  await tab.waitForURL(/\/email$/)

  // The mailed link, opened where the mail is read: the return address came with the account.
  await visitor.clearCookies()
  await tab.goto(await mailedLink(baseURL ?? '', email, /^\/client\/activate\//))
  await expect(tab).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fshare%2Fcontinue%2F/)
  await expect(tab.getByText('Your account is active. You can log in now.')).toBeVisible()
  await expect(
    tab.getByText('Log in or create an account to continue this conversation.'),
  ).toBeVisible()
  await tab.getByLabel('Password', { exact: true }).fill(strongPassword)
  await tab.getByRole('button', { name: 'Log in' }).click()

  // The first sign-in makes the copy and opens it.
  await expect(tab).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/)
  await expect(questions(tab).first()).toHaveText('Plan a picnic for four')
  await expect(
    tab
      .getByRole('navigation', { name: 'Conversations' })
      .getByText('Plan a picnic for four (copy)', { exact: true }),
  ).toHaveCount(1)
  await visitor.close()
})
