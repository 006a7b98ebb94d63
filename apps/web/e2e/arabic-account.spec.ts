import type { Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { expect, test } from './fixtures'
import { addBillingAddress, followPublicUrl, payOnTestGateway } from './payment-helpers'

/**
 * The words in Latin letters a page may show in Arabic: names and the user's own data. The
 * brand; plan names, which are names (Pro, Starter: Free Trial is translated);
 * invoice numbers (AMP-000001) and the PDF format; the account's name, address and email.
 */
const names = new Set([
  'Amply',
  'Starter',
  'Pro',
  'AMP',
  'PDF',
  'Noor',
  'Haddad',
  'Harbour',
  'Street',
  'Lyon',
])

/**
 * Every word in Latin letters the element shows (its text, not its markup), names left out.
 * Amounts count as numbers with their currency as Arabic writes it ("US$" in CLDR's Arabic).
 */
async function englishWords(page: Page, selector: string, email: string) {
  const text = (await page.locator(selector).innerText()).replaceAll(email, ' ')
  const currency = await page.evaluate(
    () =>
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? '',
  )
  const words = text.replaceAll(currency, ' ').match(/[A-Za-z]+/g) ?? []
  return [...new Set(words)].filter((word) => !names.has(word))
}

test('in Arabic, Plan, Usage, Billing, pricing and the credit packs show no English word outside names and numbers', async ({
  page,
  request,
  baseURL,
}) => {
  await followPublicUrl(page, baseURL ?? '')
  const { email } = await signIn(page, request, baseURL ?? '', 'arabic-account')
  // A paid plan (an invoice), then a credit pack left at the checkout (a pending payment).
  await page.goto('/client/payment?plan=starter&period=monthly')
  await addBillingAddress(page)
  await payOnTestGateway(page, 'pay')
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
  await page.goto('/client/buy-advance-credit')
  await page.getByRole('radio', { name: /50 images/ }).check()
  await page.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('heading', { name: 'Amply test checkout' })).toBeVisible()

  await page.goto('/dashboard/user/account/plan')
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'ar')
  })
  for (const tab of ['plan', 'usage', 'billing']) {
    await page.goto(`/dashboard/user/account/${tab}`, { waitUntil: 'networkidle' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.locator('main [data-slot="skeleton"]')).toHaveCount(0)
    if (tab === 'billing') {
      // The two lines, in Arabic: the plan bought and the pack waiting to be paid.
      await expect(page.getByRole('list', { name: 'الفواتير' })).toContainText('Starter، شهري')
      await expect(page.getByText('استعلامات فئة «صور»: 50')).toBeVisible()
    }
    expect({ tab, words: await englishWords(page, 'main', email) }).toEqual({ tab, words: [] })
  }

  // The account drawer's month usage too.
  await page.getByRole('button', { name: 'الحساب', exact: true }).click()
  const drawer = page.getByRole('dialog', { name: 'Noor' })
  await expect(drawer.getByRole('progressbar').first()).toBeVisible()
  expect(await englishWords(page, '[role="dialog"]', email)).toEqual([])

  // The catalogue's own words (descriptions, features, credit packs) where they are sold.
  const sold: [string, string][] = [
    ['/pricing', 'إنشاء الصور'],
    ['/client/buy-advance-credit', 'لإنشاء الصور.'],
    ['/client/payment?plan=starter&period=monthly', 'Amply لبضعة أسئلة في اليوم.'],
  ]
  for (const [path, translated] of sold) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.getByText(translated).first()).toBeVisible()
    await expect(page.locator('main [data-slot="skeleton"]')).toHaveCount(0)
    expect({ path, words: await englishWords(page, 'main', email) }).toEqual({ path, words: [] })
  }
})
