import { press, typeInto } from '@amply/e2e/keyboard'
import { logIn, signIn } from './auth-helpers'
import { expect, test } from './fixtures'
import {
  addBillingAddressByKeyboard,
  followPublicUrl,
  halfPriceCodes,
  operator,
  payByKeyboard,
  setDailyLimit,
} from './payment-helpers'

// Promo codes at checkout and the admin's plan page again (payments.spec.ts), by the keyboard
// alone once signed in: no click, no hover, no fill. Against the real server and its test
// payment gateway.

test('promo codes: an expired one refused with its message, a valid one applied once', async ({
  page,
  request,
  baseURL,
}) => {
  await followPublicUrl(page, baseURL ?? '')
  const codes = await halfPriceCodes(request)

  await signIn(page, request, baseURL ?? '', 'promo-keys')
  await page.goto('/client/payment?plan=starter&period=monthly')
  await addBillingAddressByKeyboard(page)
  const promo = page.getByLabel('Have a promo code?')
  await typeInto(page, promo, codes.expired.toLowerCase())
  await press(page, page.getByRole('button', { name: 'Apply' }))
  await expect(page.getByText('This promo code has expired.')).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText('$8.00')

  // Enter in the field applies it too.
  await typeInto(page, promo, codes.valid.toLowerCase())
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Promo code ${codes.valid} applied.`)).toBeVisible()
  await expect(page.getByTestId('order-total')).toHaveText('$4.00')
  // The field made way for the applied code's line: its Remove has the focus.
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeFocused()
  await payByKeyboard(page)

  // A second time, on the next checkout, the same code is refused.
  await page.goto('/client/payment?plan=pro&period=monthly')
  await typeInto(page, page.getByLabel('Have a promo code?'), codes.valid)
  await page.keyboard.press('Enter')
  await expect(page.getByText('You have already used this promo code.')).toBeVisible()
})

test('an admin edits a plan’s allowance and saves it', async ({ page, request }) => {
  await logIn(page, operator())
  await press(page, page.getByRole('link', { name: 'Admin' }))
  await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible()
  const pro = page.getByRole('region', { name: 'Pro' })
  const daily = pro.getByLabel('Daily limit for Image')
  const before = await daily.inputValue()
  const edited = String(4000 + Math.floor(Math.random() * 5000))
  try {
    await typeInto(page, daily, edited)
    await press(page, pro.getByRole('form', { name: 'Allowance of Image' }).getByRole('button'))
    await expect(pro.getByRole('button', { name: 'Saved' })).toBeVisible()
    await expect(pro.getByRole('button', { name: 'Saved' })).toBeFocused()
    // Saved on the server: the page loaded again shows it.
    await page.reload()
    await expect(daily).toHaveValue(edited)
  } finally {
    // Other specs see the seeded catalogue: put the figure back.
    await setDailyLimit(request, 'pro', 'Image', Number(before))
  }
})
