import type { Page } from '@playwright/test'
import { generate } from 'otplib'
import {
  activatedAccount,
  isolated,
  mailedLink,
  newEmail,
  nextTotpCode,
  secondDevice,
  signIn,
} from './auth-helpers'
import { answerDone, ask } from './chat-helpers'
import { expect, test } from './fixtures'
import { pngPicture } from './picture-helpers'

// The account page against the real server: each test makes its own account.

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name })

/** The signed-in user as the API gives it, asked with the page's own access token. */
async function profileOf(page: Page): Promise<{ id: string; referral_code: string }> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  const answer = await page.request.get('/api/auth/clients/profile', {
    headers: { authorization: `Bearer ${token ?? ''}` },
  })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as { id: string; referral_code: string }
}

const userId = async (page: Page) => (await profileOf(page)).id

test('the bare account path opens the profile; names, birthday, phone and photo are saved', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'account-profile')
  await page.goto('/dashboard/user/account')
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/profile$/)
  await expect(tab(page, 'Profile')).toHaveAttribute('aria-current', 'page')
  // The user's own referral link is with their details.
  const { referral_code } = await profileOf(page)
  await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
    new RegExp(`/auth/jwt/register\\?referral_code=${referral_code}$`),
  )

  await page.getByLabel('First name').fill('Layla')
  await page.getByLabel('Last name').fill('Mansour')
  await page.getByLabel('Date of birth').fill('1990-04-12')
  await page.getByLabel('Country or region').selectOption('GB')
  await page.getByLabel('Phone number').fill('12')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(
    page.getByText('This is not a valid phone number for the country chosen.'),
  ).toBeVisible()
  await page.getByLabel('Phone number').fill('020 7946 0958')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()

  await page.getByTestId('avatar-file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page),
  })
  const crop = page.getByRole('dialog', { name: 'Crop your photo' })
  await crop.getByRole('button', { name: 'Save photo' }).click()
  await expect(crop).toBeHidden()
  await expect(page.getByText('Your profile photo is updated.')).toBeVisible()

  await expect(page.locator('img[src^="/api/uploads/profile/"]').first()).toBeVisible()

  // The same profile, from the server, at the user's edit address.
  await page.goto(`/dashboard/user/${await userId(page)}/edit`)
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Layla')
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-04-12')
  await expect(page.getByLabel('Country or region')).toHaveValue('GB')
  await expect(page.getByLabel('Phone number')).toHaveValue('020 7946 0958')
})

test('change email: wrong password and a taken address are said on their fields; the new address takes effect from the link mailed to it, once', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'account-email')
  const someoneElse = await activatedAccount(request, baseURL ?? '', 'account-email-taken')
  const address = newEmail('account-email-new')
  await page.goto('/dashboard/user/account/profile')
  await page.getByRole('button', { name: 'Change email' }).click()
  // One dialog, named by its step: the form, then "Check your inbox".
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName('Change your email address')
  await expect(dialog).toContainText(`You sign in with ${isolated(account.email)} now.`)

  const newAddress = dialog.getByLabel('New email address')
  const password = dialog.getByLabel('Current password')
  const send = dialog.getByRole('button', { name: 'Send confirmation link' })
  await newAddress.fill(address)
  await password.fill('not my password')
  await send.click()
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible()
  await expect(password).toBeFocused()

  await newAddress.fill(someoneElse.email)
  await password.fill(account.password)
  await send.click()
  await expect(
    dialog.getByText('This email address is already used by another account.'),
  ).toBeVisible()
  await expect(newAddress).toHaveAttribute('aria-invalid', 'true')

  await newAddress.fill(address)
  await send.click()
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(dialog).toContainText(`We sent a confirmation link to ${isolated(address)}.`)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  // Until the link is opened, the address is the old one, and the profile says what it waits for.
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email)
  await expect(
    page.getByText(`Waiting for confirmation: open the link we sent to ${isolated(address)}.`),
  ).toBeVisible()

  const link = await mailedLink(baseURL ?? '', address, /^\/client\/confirm-email\//)

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText(
    'Your email address is changed. Use it to log in from now on.',
  )
  await page.getByRole('link', { name: 'Go to your profile' }).click()
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/profile$/)
  await expect(page.getByLabel('Email')).toHaveValue(address)

  // The link works once.
  await page.goto(link)
  await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid')
})

test('billing addresses: add two, make the second primary, delete the first after confirming', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'account-addresses')
  await page.goto('/dashboard/user/account/billing')
  await expect(page.getByText('No billing address yet')).toBeVisible()
  // A new account has paid nothing: the invoices say so, and no payment is pending.
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText(
    'No invoices yet. Each payment adds one here.',
  )
  await expect(page.getByRole('region', { name: 'Pending payments' })).toHaveCount(0)

  for (const [name, city] of [
    ['Noor Haddad', 'Lyon'],
    ['Haddad Studio', 'Dubai'],
  ] as const) {
    await page.getByRole('button', { name: 'Add address' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add a billing address' })
    await form.getByLabel('Full name or company').fill(name)
    await form.getByLabel('Address', { exact: true }).fill('12 Rue de la République')
    await form.getByLabel('City').fill(city)
    await form.getByLabel('Country or region').selectOption(city === 'Lyon' ? 'FR' : 'AE')
    await form.getByRole('button', { name: 'Save address' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByRole('listitem', { name })).toBeVisible()
  }
  const first = page.getByRole('listitem', { name: 'Noor Haddad' })
  const second = page.getByRole('listitem', { name: 'Haddad Studio' })
  // The first address added is the primary one.
  await expect(first.getByText('Primary', { exact: true })).toBeVisible()
  await expect(second).toContainText('United Arab Emirates')

  await second.getByRole('button', { name: 'Make primary' }).click()
  await expect(second.getByText('Primary', { exact: true })).toBeVisible()
  await expect(first.getByText('Primary', { exact: true })).toBeHidden()

  // Deleting asks first. Cancel (the focused answer) and Escape keep the address.
  const remove = first.getByRole('button', { name: 'Delete' })
  await remove.click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this billing address?' })
  await expect(confirm).toContainText('Noor Haddad will no longer be offered when you pay.')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden()
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(confirm).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await page.reload()
  await expect(first).toBeVisible()

  await remove.click()
  await confirm.getByRole('button', { name: 'Delete address' }).click()
  await expect(first).toBeHidden()
  await expect(page.getByText('The address is deleted.')).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('listitem', { name: 'Haddad Studio' }).getByText('Primary', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('listitem', { name: 'Noor Haddad' })).toHaveCount(0)
})

/** The queries used today, summed over the credit groups of the usage tab's "Today". */
async function usedToday(page: Page): Promise<number> {
  const today = page.getByRole('region', { name: 'Today' })
  await expect(today.getByText(/\d+ of \d+/).first()).toBeVisible()
  const figures = await today.getByText(/\d+ of \d+/).allTextContents()
  return figures.reduce((sum, figure) => sum + Number(figure.split(' of ')[0]), 0)
}

test("usage: today's queries rise after a chat, with the month's chart", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'account-usage')
  await page.goto('/dashboard/user/account/usage')
  const before = await usedToday(page)
  await expect(page.getByRole('img', { name: /Chart of queries per day/ })).toBeVisible()

  await page.goto('/dashboard/chat')
  await ask(page, 'Count me in')
  await answerDone(page)

  await page.goto('/dashboard/user/account/usage')
  await expect.poll(() => usedToday(page)).toBe(before + 1)
})

test('changing the password keeps this device and signs the other one out', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'account-password')
  const other = await secondDevice(browser, baseURL ?? '', account)

  await page.goto('/dashboard/user/account/security')
  await page.getByLabel('Current password').fill('not my password')
  await page.getByLabel('New password', { exact: true }).fill('Quiet-Meadow-77!')
  await page.getByLabel('Confirm new password').fill('Quiet-Meadow-77!')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible()

  await page.getByLabel('Current password').fill(account.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible()

  await other.page.reload()
  await expect(other.page).toHaveURL(/\/auth\/jwt\/login/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
  await other.context.close()
})

test('two-step verification with an authenticator: turned on, used to log in, turned off', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'account-otp')
  await page.goto('/dashboard/user/account/security')
  await page.getByRole('button', { name: 'Turn on' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('An authenticator app').check()
  await dialog.getByLabel('Current password').fill(account.password)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await dialog.getByTestId('otp-secret').textContent()) ?? ''
  await dialog.getByLabel('6-digit code').fill(await generate({ secret }))
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click()

  await expect(dialog.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible()
  await expect(
    dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
  ).not.toHaveCount(0)
  const download = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Download' }).click()
  expect((await download).suggestedFilename()).toBe('amply-backup-codes.txt')
  await dialog.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByText('Codes come from your authenticator app.')).toBeVisible()

  // Another browser logs in: the password, then a code of the next 30 s step (one code works once).
  const context = await browser.newContext({ baseURL: baseURL ?? '' })
  const other = await context.newPage()
  await other.goto('/auth/jwt/login')
  await other.getByLabel('Email').fill(account.email)
  await other.getByLabel('Password', { exact: true }).fill(account.password)
  await other.getByRole('button', { name: 'Log in' }).click()
  await expect(other).toHaveURL(/\/auth\/jwt\/otp\?/)
  await other.getByLabel('Verification code').fill(await nextTotpCode(secret))
  await other.getByRole('button', { name: 'Verify', exact: true }).click()
  await expect(other).toHaveURL(/\/dashboard\/chat$/)
  await context.close()

  await page.getByRole('button', { name: 'Turn off' }).click()
  const off = page.getByRole('alertdialog', { name: 'Turn off two-step verification?' })
  await off.getByLabel('Current password').fill(account.password)
  await off.getByRole('button', { name: 'Turn off' }).click()
  await expect(page.getByText('Only your password is asked for.')).toBeVisible()
})

test('deleting the account asks first: the email typed and the password, a wrong one said on its field', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'account-delete')
  await page.goto('/dashboard/user/account/security')
  const open = page.getByRole('button', { name: 'Delete account' })
  await open.click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' })
  // Cancel has the focus; Escape keeps the account and gives the focus back.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(open).toBeFocused()

  await open.click()
  const submit = confirm.getByRole('button', { name: 'Delete my account' })
  await expect(submit).toBeDisabled()
  await confirm.getByLabel(`Type ${account.email} to confirm`).fill(account.email)
  await confirm.getByLabel('Current password').fill('not my password')
  await submit.click()
  await expect(confirm.getByText('Your current password is incorrect.')).toBeVisible()
  await confirm.getByLabel('Current password').fill(account.password)
  await submit.click()
  await expect(confirm).toBeHidden()
  // Home, saying so: not the login page the workspace's guard sends a signed-out visitor to.
  await expect(page.getByText('Your account is deleted.')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  // The account is gone: its email and password no longer sign in.
  const login = await request.post('/api/auth/clients/login', {
    data: { email: account.email, password: account.password, turnstile_response: '' },
  })
  expect(login.status()).toBe(401)
})

test('sessions: another device is listed, signed out from here, and finds itself logged out', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'account-sessions')
  const other = await secondDevice(browser, baseURL ?? '', account)

  await page.goto('/dashboard/user/account/sessions')
  const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')
  await expect(devices).toHaveCount(2)
  await expect(devices.first()).toContainText('This device')
  // Signing a device out asks first: Cancel keeps it.
  const signOut = devices.nth(1).getByRole('button', { name: /^Sign out / })
  await signOut.click()
  const confirm = page.getByRole('alertdialog', { name: 'Sign out this device?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(devices).toHaveCount(2)
  await signOut.click()
  await confirm.getByRole('button', { name: 'Sign out' }).click()
  await expect(devices).toHaveCount(1)
  await expect(page.getByText('No other device is signed in.')).toBeVisible()

  await other.page.reload()
  await expect(other.page).toHaveURL(/\/auth\/jwt\/login/)
  await other.context.close()
})
