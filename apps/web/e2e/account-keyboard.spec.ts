import { signIn, tabTo } from './auth-helpers'
import { expect, test } from './fixtures'
import { pickFiles, press, reach, typeInto } from './keyboard-helpers'
import { followPublicUrl } from './payment-helpers'
import { pngPicture } from './picture-helpers'

// The account's profile and an upgrade again (account.spec.ts, payments.spec.ts), by the
// keyboard alone once signed in: no click, no hover, no fill. Against the real server and its
// test payment gateway.

test('the profile from the account drawer: names and phone saved, a photo uploaded', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'account-keys')
  await press(page, page.getByRole('button', { name: 'Account', exact: true }))
  const drawer = page.getByRole('dialog', { name: 'Noor' })
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

  const form = page.getByRole('form', { name: 'New billing address' })
  await typeInto(page, form.getByLabel('Full name or company'), 'Noor Haddad')
  await typeInto(page, form.getByLabel('Address', { exact: true }), '12 Harbour Street')
  await typeInto(page, form.getByLabel('City'), 'Lyon')
  await reach(page, form.getByLabel('Country'))
  await page.keyboard.type('France')
  await expect(form.getByLabel('Country')).toHaveValue('FR')
  await press(page, form.getByRole('button', { name: 'Save address' }))
  await expect(page.getByRole('radio', { name: /Noor Haddad/ })).toBeChecked()

  await press(page, page.getByRole('button', { name: /^Pay / }))
  await expect(page.getByRole('heading', { name: 'Amply test checkout' })).toBeVisible()
  await press(page, page.getByRole('button', { name: /^Pay / }))
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
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
