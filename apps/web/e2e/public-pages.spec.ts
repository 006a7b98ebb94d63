import { randomUUID } from 'node:crypto'
import { mailboxOf } from '@amply/e2e/mailbox'
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

/** Clicks, and sees the control took the click (`aria-selected`, `aria-expanded`). */
async function clickAndSee(control: Locator, attribute: string) {
  await control.click()
  await expect(control).toHaveAttribute(attribute, 'true')
}

/** Every public page of spec section 2: its own h1 and "{title} | Amply". */
const pages = [
  { path: '/contact-us', heading: 'We are here to help', title: 'Contact us' },
  { path: '/apps', heading: 'Amply, wherever you work', title: 'Apps' },
  { path: '/pricing', heading: 'Simple plans that grow with you', title: 'Pricing' },
  {
    path: '/ai-features',
    heading: 'Every AI tool you need, in one place',
    title: 'AI features',
  },
  { path: '/faqs', heading: 'Frequently asked questions', title: 'Frequently asked questions' },
  { path: '/about-us', heading: 'We build the assistant we wanted to use', title: 'About us' },
  { path: '/email', heading: 'Check your inbox', title: 'Check your inbox', noIndex: true },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  {
    path: '/terms-and-conditions',
    heading: 'Terms and Conditions',
    title: 'Terms and Conditions',
  },
  { path: '/terms-of-use', heading: 'Terms of Use', title: 'Terms of Use' },
  { path: '/disclaimer', heading: 'Disclaimer', title: 'Disclaimer' },
  { path: '/refund-policy', heading: 'Refund Policy', title: 'Refund Policy' },
] as const

test.describe('public pages', () => {
  for (const { path, heading, title, ...rest } of pages) {
    test(`${path} has its own heading, title and canonical`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page).toHaveTitle(`${title} | Amply`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      )
      await expect(page.locator('meta[name="robots"]')).toHaveCount('noIndex' in rest ? 1 : 0)
    })
  }

  test('an unknown public path lands on /404', async ({ page }) => {
    await page.goto('/pricing-plans-old')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('the home page shows the six audience tabs with four use cases each', async ({ page }) => {
    await page.goto('/')
    const tabs = page.getByRole('tablist', { name: 'Audiences' }).getByRole('tab')
    await expect(tabs).toHaveCount(6)
    await clickAndSee(tabs.filter({ hasText: 'Code Wizards' }), 'aria-selected')
    const panel = page.getByRole('tabpanel', { name: 'Code Wizards' })
    await expect(panel.getByRole('listitem')).toHaveCount(4)
    await expect(panel.getByRole('heading', { name: 'Debug faster' })).toBeVisible()
  })

  for (const [width, count] of [
    [375, 5],
    [1280, 8],
  ] as const) {
    test(`the home FAQ shows ${String(count)} questions at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const faq = page.getByRole('region', { name: 'Frequently asked questions' })
      await expect(faq.getByRole('button')).toHaveCount(count)
      await clickAndSee(
        faq.getByRole('button', { name: 'Is there a free trial?' }),
        'aria-expanded',
      )
      await expect(faq.getByText('30-day free trial with no card')).toBeVisible()
    })
  }

  test('"More FAQs" opens /faqs scrolled to its contact section', async ({ page }) => {
    const contact = page.getByRole('heading', { name: 'Still have a question?' })
    // Opened directly, the page starts at the top.
    await page.goto('/faqs')
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
    await expect(contact).not.toBeInViewport()
    await page.goto('/')
    // Hydrated (a plain link click before that would be a page load without the state).
    await clickAndSee(page.getByRole('tab', { name: 'Teams & Pros' }), 'aria-selected')
    await page.getByRole('link', { name: 'More FAQs' }).click()
    await expect(page).toHaveURL(/\/faqs$/)
    await expect(contact).toBeInViewport()
  })

  test('pricing shows the plans of client/plans, monthly or yearly, with their allowances', async ({
    page,
    request,
  }) => {
    const plans = (await (await request.get('/api/client/plans')).json()) as {
      key: string
      name: string
      type: string
    }[]
    const paid = plans.find((plan) => plan.type === 'paid')
    if (!paid) throw new Error('The server sells no paid plan')
    await page.goto('/pricing')
    const card = page.getByRole('article', { name: paid.name })
    const choose = card.getByRole('link', { name: `Choose ${paid.name}` })
    await expect(choose).toHaveAttribute('href', `/client/payment?plan=${paid.key}&period=monthly`)
    await expect(card.getByText('/ month')).toBeVisible()
    await expect(card.getByText(/a day · .* a month/).first()).toBeVisible()
    await page.getByRole('radio', { name: 'Yearly' }).click()
    await expect(choose).toHaveAttribute('href', `/client/payment?plan=${paid.key}&period=yearly`)
    await expect(card.getByText('/ year')).toBeVisible()
    await expect(
      page.getByRole('article', { name: 'Free Trial' }).getByRole('link', {
        name: 'Start free trial',
      }),
    ).toHaveAttribute('href', '/auth/jwt/register')
  })

  test('AI features lists the catalogue models of each tab, fetched in the browser', async ({
    page,
    request,
  }) => {
    const models = (await (await request.get('/api/catalog/models')).json()) as {
      model_name: string
      type: string
    }[]
    const name = (type: string) =>
      models
        .filter((model) => model.type === type)
        .map((model) => model.model_name.split('~')[0] ?? model.model_name)
    const html = await (await request.get('/ai-features')).text()
    // Not baked into the HTML at build time (a skeleton is): models.json changes show at once.
    expect(html).toContain('aria-label="Loading models"')
    await page.goto('/ai-features')
    const tabs = ['AI Models', 'AI Image', 'Writing Companion', 'AI Translate']
    await expect(page.getByRole('tablist', { name: 'AI features' }).getByRole('tab')).toHaveText(
      tabs,
    )
    for (const [tab, type] of [
      ['AI Models', 'text'],
      ['AI Image', 'image'],
      ['Writing Companion', 'write'],
      ['AI Translate', 'translate'],
    ] as const) {
      await clickAndSee(page.getByRole('tab', { name: tab }), 'aria-selected')
      const panel = page.getByRole('tabpanel', { name: tab })
      await expect(panel.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText(
        name(type),
      )
    }
  })

  test('the contact form mails support and says so', async ({ page, baseURL }) => {
    const subject = `A question about plans ${randomUUID()}`
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Send us a message' })
    // Hydrated: typing before that would not reach the form's state.
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await form.getByLabel('Your name').fill('Noor Haddad')
    await form.getByLabel('Email').fill('noor.contact@example.com')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Message').fill('Can I pay yearly for the Pro plan?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').getByText('Message sent')).toBeVisible()
    await expect
      .poll(async () =>
        (await mailboxOf(baseURL ?? '', 'support@amply.app')).find(
          (mail) => mail.subject === `[Contact] ${subject}`,
        ),
      )
      .toMatchObject({ text: expect.stringContaining('Can I pay yearly for the Pro plan?') })
  })

  test('the contact form checks its fields before sending', async ({ page }) => {
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled()
    await form.getByLabel('Email').fill('not-an-address')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  test('apps: the browser tiles lead to the extension, the phones are coming soon', async ({
    page,
  }) => {
    await page.goto('/apps')
    for (const browser of ['Chrome', 'Edge', 'Firefox']) {
      await expect(page.getByRole('link', { name: `Get Amply for ${browser}` })).toHaveAttribute(
        'href',
        `/downloads/extension/${browser.toLowerCase()}`,
      )
    }
    await expect(page.getByText('Coming soon')).toBeVisible()
    await expect(page.getByText('Android, iOS apps are on their way.')).toBeVisible()
  })

  test('an Arabic browser gets a right-to-left content page in Arabic', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar' })
    const page = await context.newPage()
    await page.goto('/about-us')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'نبني المساعد الذي أردنا استخدامه',
    )
    await expect(page).toHaveTitle('من نحن | Amply')
    await context.close()
  })
})
