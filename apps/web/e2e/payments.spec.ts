import { readFile } from 'node:fs/promises'
import { logIn, signIn } from './auth-helpers'
import { expect, test } from './fixtures'
import {
  accessToken,
  addBillingAddress,
  followPublicUrl,
  halfPriceCodes,
  openAccountDrawer,
  operator,
  payOnTestGateway,
  setDailyLimit,
} from './payment-helpers'

test.describe('payments', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await followPublicUrl(page, baseURL ?? '')
  })

  test('a trial user upgrades through the test gateway: plan, banner and allowances follow', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'upgrade')
    const banner = page.getByRole('region', { name: 'Subscription' })
    await expect(banner).toContainText('in your free trial')
    let drawer = await openAccountDrawer(page)
    await expect(drawer).toContainText('Free Trial')
    await expect(
      drawer.getByRole('progressbar', { name: 'Standard: 0 of 1,000 queries used' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    // The pricing page's link: a plan by key, the period in words.
    await page.goto('/client/payment?plan=starter&period=yearly')
    await expect(page.getByRole('radio', { name: /^Starter/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Yearly/ })).toBeChecked()
    await addBillingAddress(page)
    await expect(page.getByTestId('order-total')).toHaveText('$80.00')
    await payOnTestGateway(page, 'pay')

    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await expect(page.getByText(/You are now on the Starter plan until/)).toBeVisible()
    // A paid plan with more than a day left shows no banner (docs/product.md#plan-banner).
    await expect(banner).toHaveCount(0)
    drawer = await openAccountDrawer(page)
    await expect(drawer).toContainText('Starter')
    await expect(
      drawer.getByRole('progressbar', { name: 'Standard: 0 of 4,000 queries used' }),
    ).toBeVisible()
    await page.keyboard.press('Escape')

    // The invoice is in the billing history, with its PDF.
    await page.getByRole('link', { name: 'Manage subscription' }).click()
    const invoices = page.getByRole('list', { name: 'Invoices' })
    await expect(invoices).toContainText(/AMP-\d{6}/)
    await expect(invoices).toContainText('$80.00')
    const pdf = await request.get(
      (await invoices.getByRole('link', { name: /PDF/ }).getAttribute('href')) ?? '',
    )
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    // The account's billing tab lists it too, and its PDF downloads from there.
    await page.goto('/dashboard/user/account/billing')
    const billingInvoices = page.getByRole('list', { name: 'Invoices' })
    await expect(billingInvoices).toContainText(/AMP-\d{6}/)
    await expect(billingInvoices).toContainText('$80.00')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      billingInvoices.getByRole('link', { name: /PDF/ }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    const file = await readFile(await download.path())
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await page.goto('/client/subscription-update')

    // Cancelling keeps the plan until the end of the paid period; nothing is refunded.
    await page.getByRole('button', { name: 'Cancel subscription' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your subscription?' })
    await expect(confirm).toContainText('The current period is not refunded.')
    await confirm.getByRole('button', { name: 'Cancel at period end' }).click()
    await expect(page.getByText(/Cancelled: you keep your plan until/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible()
    drawer = await openAccountDrawer(page)
    await expect(drawer).toContainText('Starter')
  })

  test('pricing, signed in, marks the plan in force as current and offers what comes next', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'pricing-current')
    await page.goto('/pricing')
    const trial = page.getByRole('article', { name: 'Free Trial' })
    const starter = page.getByRole('article', { name: 'Starter' })
    await expect(trial.getByText('Current plan', { exact: true })).toBeVisible()
    await expect(trial.getByRole('button', { name: 'Your current plan' })).toBeDisabled()
    await expect(trial.getByRole('link', { name: 'Start free trial' })).toHaveCount(0)
    await expect(starter.getByRole('link', { name: 'Upgrade to Starter' })).toHaveAttribute(
      'href',
      '/client/payment?plan=starter&period=monthly',
    )

    // On Starter: it is current and managed; Pro is a switch; the trial does not start again.
    await starter.getByRole('link', { name: 'Upgrade to Starter' }).click()
    await addBillingAddress(page)
    await payOnTestGateway(page, 'pay')
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await page.goto('/pricing')
    await expect(starter.getByText('Current plan', { exact: true })).toBeVisible()
    await expect(starter.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
      'href',
      '/client/subscription-update',
    )
    await expect(
      page.getByRole('article', { name: 'Pro' }).getByRole('link', { name: 'Switch to Pro' }),
    ).toBeVisible()
    await expect(trial.getByRole('button', { name: 'For new accounts' })).toBeDisabled()
    await expect(trial.getByText('Current plan', { exact: true })).toHaveCount(0)
  })

  test('a declined payment lands on the failure status and changes nothing', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'declined')
    await page.goto('/client/payment?plan=pro&period=monthly')
    await addBillingAddress(page)
    await expect(page.getByTestId('order-total')).toHaveText('$15.00')
    await payOnTestGateway(page, 'decline')

    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible()
    await expect(page.getByText('Nothing was charged and your plan has not changed.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText(
      'in your free trial',
    )
    const drawer = await openAccountDrawer(page)
    await expect(drawer).toContainText('Free Trial')
    await page.keyboard.press('Escape')
    // Trying again returns to the same plan and period.
    await page.getByRole('link', { name: 'Try again' }).click()
    await expect(page.getByRole('radio', { name: /^Pro/ })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Monthly/ })).toBeChecked()
  })

  test('a checkout left unpaid waits as a pending payment, finished from the account’s billing tab', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'pending')
    await page.goto('/client/payment?plan=starter&period=monthly')
    await addBillingAddress(page)
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByRole('link', { name: 'Back to Amply without paying' }).click()
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible()

    await page.goto('/client/subscription-update')
    await expect(page.getByRole('region', { name: 'Pending payments' })).toContainText('$8.00')

    await page.goto('/dashboard/user/account/billing')
    const pending = page.getByRole('region', { name: 'Pending payments' })
    await expect(pending).toContainText('$8.00')
    await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('No invoices yet.')
    await pending.getByRole('link', { name: 'Continue to checkout' }).click()
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()
    await page.getByRole('link', { name: 'Manage subscription' }).click()
    await expect(page.getByText(/Paid until/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Pending payments' })).toHaveCount(0)

    // Paid: the billing tab has the invoice and nothing pending any more.
    await page.goto('/dashboard/user/account/billing')
    await expect(page.getByRole('list', { name: 'Invoices' })).toContainText('$8.00')
    await expect(page.getByRole('region', { name: 'Pending payments' })).toHaveCount(0)
  })

  test('a promo code applies once; an expired one is refused with a clear message', async ({
    page,
    request,
    baseURL,
  }) => {
    const codes = await halfPriceCodes(request)

    await signIn(page, request, baseURL ?? '', 'promo')
    await page.goto('/client/payment?plan=starter&period=monthly')
    await addBillingAddress(page)
    const promo = page.getByLabel('Have a promo code?')
    await promo.fill(codes.expired.toLowerCase())
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('This promo code has expired.')).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText('$8.00')

    await promo.fill(codes.valid.toLowerCase())
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(`Promo code ${codes.valid} applied.`)).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText('$4.00')
    await payOnTestGateway(page, 'pay')
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible()

    // A second time, on the next checkout, the same code is refused.
    await page.goto('/client/payment?plan=pro&period=monthly')
    await page.getByLabel('Have a promo code?').fill(codes.valid)
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('You have already used this promo code.')).toBeVisible()
  })

  test('an admin edits a plan’s allowance and a client sees it', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    await logIn(page, operator())
    await page.getByRole('link', { name: 'Admin' }).click()
    await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible()
    const pro = page.getByRole('region', { name: 'Pro' })
    const daily = pro.getByLabel('Daily limit for Image')
    const before = await daily.inputValue()
    const edited = String(4000 + Math.floor(Math.random() * 5000))
    try {
      await daily.fill(edited)
      await pro.getByRole('form', { name: 'Allowance of Image' }).getByRole('button').click()
      await expect(pro.getByRole('button', { name: 'Saved' })).toBeVisible()

      const client = await browser.newContext()
      const clientPage = await client.newPage()
      await signIn(clientPage, request, baseURL ?? '', 'sees-allowance')
      await clientPage.goto('/client/subscription-update')
      const proCard = clientPage.getByRole('radio', { name: /^Pro/ })
      const shown = new Intl.NumberFormat('en').format(Number(edited))
      await expect(proCard).toBeVisible()
      await expect(clientPage.getByText(`${shown}/day · 1,000/month`)).toBeVisible()
      await client.close()
    } finally {
      // Other specs see the seeded catalogue: put the figure back.
      await setDailyLimit(request, 'pro', 'Image', Number(before))
    }
  })

  test('a client does not see the admin page, and its calls answer 403', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await signIn(page, request, baseURL ?? '', 'not-admin')
    await expect(page.getByRole('link', { name: 'Chat' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0)
    await page.goto('/dashboard/admin/plans')
    await expect(
      page.getByRole('heading', { name: 'This page is for administrators' }),
    ).toBeVisible()
    const token = await accessToken(request, account)
    const asClient = { authorization: `Bearer ${token}` }
    expect((await request.get('/api/admin/plan', { headers: asClient })).status()).toBe(403)
    const credit = await request.post('/api/admin/plan/credit', {
      headers: asClient,
      data: { plan_id: 'x', query_credit_group_name: 'Image', daily_limit: 1, monthly_limit: 1 },
    })
    expect(credit.status()).toBe(403)
  })
})
