import { pickFiles, press, reach, typeInto } from '@amply/e2e/keyboard'
import { generate } from 'otplib'
import {
  activatedAccount,
  isolated,
  mailedLink,
  newEmail,
  nextTotpCode,
  secondDevice,
  signIn,
  tabTo,
} from './auth-helpers'
import { expect, test } from './fixtures'
import { addBillingAddressByKeyboard, followPublicUrl, payByKeyboard } from './payment-helpers'
import { pngPicture } from './picture-helpers'

// The account's profile, email, password, two-step verification and devices, and an upgrade
// again (account.spec.ts, payments.spec.ts), by the keyboard alone once signed in: no click,
// no hover, no fill. Against the real server and its test payment gateway.

test('the profile from the account drawer: names and phone saved, a photo uploaded', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'account-keys')
  await press(page, page.getByRole('button', { name: 'Account', exact: true }))
  const drawer = page.getByRole('dialog', { name: 'Noor' })
  // Its close button closes the drawer, and says only that (not "Close account").
  await expect(drawer.getByRole('button', { name: 'Close', exact: true })).toBeVisible()
  // At 1280 px wide and below, the drawer has one Account link for the account's sections.
  await press(page, drawer.getByRole('link', { name: 'Account', exact: true }))
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/profile$/)

  await typeInto(page, page.getByLabel('First name'), 'Layla')
  await typeInto(page, page.getByLabel('Last name'), 'Mansour')
  // A closed list takes the first letters of its choice.
  await reach(page, page.getByLabel('Country or region'))
  await page.keyboard.type('United Kingdom')
  await expect(page.getByLabel('Country or region')).toHaveValue('GB')
  await typeInto(page, page.getByLabel('Phone number'), '020 7946 0958')
  await press(page, page.getByRole('button', { name: 'Save changes' }))
  await expect(page.getByText('Your profile is saved.')).toBeVisible()

  // The system's file picker, where a keyboard user picks the file.
  await pickFiles(page, page.getByRole('button', { name: 'Upload a photo' }), {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngPicture(page),
  })
  const crop = page.getByRole('dialog', { name: 'Crop your photo' })
  await press(page, crop.getByRole('button', { name: 'Save photo' }))
  await expect(crop).toBeHidden()
  await expect(page.getByText('Your profile photo is updated.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible()
})

test('a trial user upgrades: billing address, payment on the gateway, the new plan', async ({
  page,
  request,
  baseURL,
}) => {
  await followPublicUrl(page, baseURL ?? '')
  await signIn(page, request, baseURL ?? '', 'upgrade-keys')
  // The pricing page's link to a plan.
  await page.goto('/client/payment?plan=starter&period=yearly')
  await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked()

  await addBillingAddressByKeyboard(page)
  await payByKeyboard(page)
  await expect(page.getByText(/You are now on the Starter plan until/)).toBeVisible()
})

test('billing addresses: two added, the second made primary, the first deleted', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'addresses-keys')
  await page.goto('/dashboard/user/account/billing')
  for (const [name, city, country, code] of [
    ['Noor Haddad', 'Lyon', 'France', 'FR'],
    ['Haddad Studio', 'Dubai', 'United Arab Emirates', 'AE'],
  ] as const) {
    await press(page, page.getByRole('button', { name: 'Add address' }).first())
    const form = page.getByRole('dialog', { name: 'Add a billing address' })
    await typeInto(page, form.getByLabel('Full name or company'), name)
    await typeInto(page, form.getByLabel('Address', { exact: true }), '12 Rue de la République')
    await typeInto(page, form.getByLabel('City'), city)
    await reach(page, form.getByLabel('Country or region'))
    await page.keyboard.type(country)
    await expect(form.getByLabel('Country or region')).toHaveValue(code)
    await press(page, form.getByRole('button', { name: 'Save address' }))
    await expect(form).toBeHidden()
    await expect(page.getByRole('listitem', { name })).toBeVisible()
  }
  const first = page.getByRole('listitem', { name: 'Noor Haddad' })
  const second = page.getByRole('listitem', { name: 'Haddad Studio' })
  await press(page, second.getByRole('button', { name: 'Make primary' }))
  await expect(second.getByText('Primary', { exact: true })).toBeVisible()

  await press(page, first.getByRole('button', { name: 'Delete' }))
  const confirm = page.getByRole('alertdialog', { name: 'Delete this billing address?' })
  await tabTo(page, confirm.getByRole('button', { name: 'Delete address' }), 5)
  await page.keyboard.press('Enter')
  await expect(first).toBeHidden()
  await expect(page.getByText('The address is deleted.')).toBeVisible()
})

test('change email: a wrong password and a taken address said on their fields, then the link mailed', async ({
  page,
  request,
  baseURL,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'email-keys')
  const someoneElse = await activatedAccount(request, baseURL ?? '', 'email-keys-taken')
  const address = newEmail('email-keys-new')
  await page.goto('/dashboard/user/account/profile')
  const change = page.getByRole('button', { name: 'Change email' })
  await press(page, change)
  // One dialog, named by its step: the form, then "Check your inbox".
  const dialog = page.getByRole('dialog')
  await expect(dialog).toHaveAccessibleName('Change your email address')
  const newAddress = dialog.getByLabel('New email address')
  const password = dialog.getByLabel('Current password')

  await typeInto(page, newAddress, address)
  await typeInto(page, password, 'not my password')
  await press(page, dialog.getByRole('button', { name: 'Send confirmation link' }))
  await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible()
  // The field to correct has the focus, and Enter in a field sends the form again.
  await expect(password).toBeFocused()
  await typeInto(page, password, account.password)
  await typeInto(page, newAddress, someoneElse.email)
  await page.keyboard.press('Enter')
  await expect(
    dialog.getByText('This email address is already used by another account.'),
  ).toBeVisible()
  await expect(newAddress).toBeFocused()
  await typeInto(page, newAddress, address)
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveAccessibleName('Check your inbox')

  // The form is gone: Done has the focus, and closing gives it back to Change email.
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(change).toBeFocused()
  await expect(
    page.getByText(`Waiting for confirmation: open the link we sent to ${isolated(address)}.`),
  ).toBeVisible()

  const link = await mailedLink(baseURL ?? '', address, /^\/client\/confirm-email\//)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible()
  await press(page, page.getByRole('link', { name: 'Go to your profile' }))
  await expect(page).toHaveURL(/\/dashboard\/user\/account\/profile$/)
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(address)
})

test('the password changed: a wrong current one said on its field; the other device signed out', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'password-keys')
  const other = await secondDevice(browser, baseURL ?? '', account)
  await page.goto('/dashboard/user/account/security')
  const current = page.getByLabel('Current password')
  await typeInto(page, current, 'not my password')
  await typeInto(page, page.getByLabel('New password', { exact: true }), 'Quiet-Meadow-77!')
  await typeInto(page, page.getByLabel('Confirm new password'), 'Quiet-Meadow-77!')
  await press(page, page.getByRole('button', { name: 'Change password' }))
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible()
  await expect(current).toBeFocused()
  await typeInto(page, current, account.password)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your password is changed.', { exact: false })).toBeVisible()

  await other.page.reload()
  await expect(other.page).toHaveURL(/\/auth\/jwt\/login/)
  await other.context.close()
})

test('two-step verification with an authenticator: turned on, used to log in, turned off', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'otp-keys')
  await page.goto('/dashboard/user/account/security')
  await press(page, page.getByRole('button', { name: 'Turn on' }))
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step verification' })
  // Tab enters the methods at the chosen one; Space takes it.
  const authenticator = dialog.getByLabel('An authenticator app')
  await reach(page, authenticator)
  await page.keyboard.press('Space')
  await expect(authenticator).toBeChecked()
  await typeInto(page, dialog.getByLabel('Current password'), account.password)
  await page.keyboard.press('Enter')

  const scan = page.getByRole('dialog', { name: 'Scan the QR code' })
  await expect(scan.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await scan.getByTestId('otp-secret').textContent()) ?? ''
  await typeInto(page, scan.getByLabel('6-digit code'), await generate({ secret }))
  await page.keyboard.press('Enter')

  const codes = page.getByRole('dialog', { name: 'Save your backup codes' })
  await expect(
    codes.getByRole('list', { name: 'Backup codes' }).getByRole('listitem'),
  ).not.toHaveCount(0)
  const download = page.waitForEvent('download')
  await press(page, codes.getByRole('link', { name: 'Download' }))
  expect((await download).suggestedFilename()).toBe('amply-backup-codes.txt')
  await press(page, codes.getByRole('button', { name: 'I have saved them' }))
  await expect(codes).toBeHidden()
  await expect(page.getByText('Codes come from your authenticator app.')).toBeVisible()
  // The focus is back on the section's button, now the way to turn it off.
  const turnOff = page.getByRole('button', { name: 'Turn off' })
  await expect(turnOff).toBeFocused()

  // Another browser logs in by the keyboard: the password, then the authenticator's code.
  const context = await browser.newContext({ baseURL: baseURL ?? '' })
  const other = await context.newPage()
  await other.goto('/auth/jwt/login')
  await typeInto(other, other.getByLabel('Email'), account.email)
  await typeInto(other, other.getByLabel('Password', { exact: true }), account.password)
  await other.keyboard.press('Enter')
  await expect(other).toHaveURL(/\/auth\/jwt\/otp\?/)
  await typeInto(other, other.getByLabel('Verification code'), await nextTotpCode(secret))
  await other.keyboard.press('Enter')
  await expect(other).toHaveURL(/\/dashboard\/chat$/)
  await context.close()

  await press(page, turnOff)
  const off = page.getByRole('alertdialog', { name: 'Turn off two-step verification?' })
  await typeInto(page, off.getByLabel('Current password'), account.password)
  await page.keyboard.press('Enter')
  await expect(off).toBeHidden()
  await expect(page.getByText('Only your password is asked for.')).toBeVisible()
})

test('sessions: another device listed, signed out from here, logged out there', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const account = await signIn(page, request, baseURL ?? '', 'sessions-keys')
  const other = await secondDevice(browser, baseURL ?? '', account)
  await page.goto('/dashboard/user/account/sessions')
  const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem')
  await expect(devices).toHaveCount(2)
  await expect(devices.first()).toContainText('This device')
  await press(page, devices.nth(1).getByRole('button', { name: /^Sign out / }))
  // It asks first, Cancel focused.
  const confirm = page.getByRole('alertdialog', { name: 'Sign out this device?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await press(page, confirm.getByRole('button', { name: 'Sign out' }))
  await expect(devices).toHaveCount(1)
  await expect(page.getByText('No other device is signed in.')).toBeVisible()
  // Its row gone, the list has the focus, not the page.
  await expect(page.getByRole('list', { name: 'Signed-in devices' })).toBeFocused()

  await other.page.reload()
  await expect(other.page).toHaveURL(/\/auth\/jwt\/login/)
  await other.context.close()
})
