import { randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { newEmail, signIn, strongPassword } from './auth-helpers'
import { contactMail } from './contact-helpers'
import { expect, test } from './fixtures'

/** Clicks, and sees the control took the click (`aria-selected`). */
async function clickAndSee(control: Locator, attribute: string) {
  await control.click()
  await expect(control).toHaveAttribute(attribute, 'true')
}

/** Every public page (docs/product.md#public-site): its own h1 and "{title} | Amply". */
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
  { path: '/learning', heading: 'Get great results from Amply', title: 'Learning' },
  {
    path: '/affiliates',
    heading: 'Recommend Amply, earn with every subscription',
    title: 'Affiliate programme',
  },
  { path: '/refer-and-earn', heading: 'Invite friends, earn rewards', title: 'Refer and earn' },
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

  // What Lighthouse's SEO audits need of a page search engines should list (is-crawlable,
  // meta-description, canonical): in the HTML a crawler gets, and still once the app has run.
  for (const { path } of pages.filter((page) => !('noIndex' in page))) {
    test(`${path} is indexable, with a description, before and after hydration`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['x-robots-tag']).toBeUndefined()
      const html = await response.text()
      expect(html).toContain(`data-prerendered="${path}"`)
      expect(html).not.toMatch(/<meta name="robots"/)
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"\/>/)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}"/>`))
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
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
      await expect(faq.locator('summary').filter({ visible: true })).toHaveCount(count)
      // One answer open at a time: opening the second closes the first.
      const trial = faq.locator('details').filter({ hasText: 'Is there a free trial?' })
      const allowances = faq.locator('details').filter({ hasText: 'allowances work?' })
      await trial.locator('summary').click()
      await expect(trial).toHaveAttribute('open', '')
      await expect(faq.getByText('30-day free trial with no card')).toBeVisible()
      await allowances.locator('summary').click()
      await expect(allowances).toHaveAttribute('open', '')
      await expect(trial).not.toHaveAttribute('open')
      await expect(faq.getByText('30-day free trial with no card')).toBeHidden()
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
      .poll(() => contactMail(baseURL ?? '', subject))
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

  test('the contact form refuses an empty or blank name and sends a real one', async ({
    page,
    baseURL,
  }) => {
    const subject = `About my name ${randomUUID()}`
    await page.goto('/contact-us')
    const form = page.getByRole('form', { name: 'Send us a message' })
    const send = form.getByRole('button', { name: 'Send message' })
    await expect(send).toBeEnabled()
    await form.getByLabel('Email').fill('lin.contact@example.com')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Message').fill('Hello from the contact form.')
    for (const blank of ['', '   ']) {
      await form.getByLabel('Your name').fill(blank)
      await send.click()
      await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByText('This field is required.')).toBeVisible()
    }
    await form.getByLabel('Your name').fill('Lin Wei-Ōsaka O’Brien')
    await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'false')
    await send.click()
    await expect(page.getByRole('status').getByText('Message sent')).toBeVisible()
    await expect.poll(() => contactMail(baseURL ?? '', subject)).toBeDefined()
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

  test("the top bar's Learning entry opens the guides; the contents and buttons lead on", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Learning' })
      .click()
    await expect(page).toHaveURL(/\/learning$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get great results from Amply')
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents.getByRole('link')).toHaveCount(8)
    const readTitle = 'Read: summarise documents and ask questions'
    await contents.getByRole('link', { name: readTitle }).click()
    await expect(page).toHaveURL(/\/learning#guide-read$/)
    const read = page.getByRole('region', { name: readTitle })
    await expect(read.getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(read.getByRole('listitem')).not.toHaveCount(0)
    for (const [guide, button, path] of [
      ['Chat', 'Open Chat', '/dashboard/chat'],
      ['Art: create images', 'Open Art', '/dashboard/art'],
      ['Write: your writing companion', 'Open Write', '/dashboard/write'],
      ['Translate', 'Open Translate', '/dashboard/translate'],
      [readTitle, 'Open Read', '/dashboard/read'],
      ['The browser side panel', 'Get the extension', '/apps'],
    ] as const) {
      await expect(
        page.getByRole('region', { name: guide, exact: true }).getByRole('link', { name: button }),
      ).toHaveAttribute('href', path)
    }
    const models = page.getByRole('region', { name: 'Model families and reasoning models' })
    await expect(models.getByRole('term')).toHaveText([
      'Amply',
      'General chat',
      'Reasoning',
      'Multimodal',
      'Deep thinking',
    ])
    // A guest following a tool's button is asked to log in first.
    await page.getByRole('link', { name: 'Open Art' }).click()
    await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fart$/)
  })

  test('affiliates: applying goes to the contact form', async ({ page }) => {
    await page.goto('/affiliates')
    await expect(page.getByRole('heading', { level: 3 })).toContainText([
      'Creators',
      'Educators',
      'Communities',
    ])
    await page.getByRole('link', { name: 'Apply to join' }).first().click()
    await expect(page).toHaveURL(/\/contact-us$/)
  })

  test('refer and earn: a guest is asked to register or log in', async ({ page }) => {
    await page.goto('/refer-and-earn')
    const panel = page.getByRole('region', { name: 'Get your referral link' })
    await expect(panel.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/auth/jwt/register',
    )
    await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/jwt/login',
    )
    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveCount(0)
  })

  test('refer and earn: a signed-in user copies their link, which signs a friend up as referred', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, request, baseURL ?? '', 'referrer')
    // The user's own code, as the server tells it (the user entity's referral_code).
    const token = await page.evaluate(() => localStorage.getItem('access_token'))
    const profile = await request.get('/api/auth/clients/profile', {
      headers: { authorization: `Bearer ${token ?? ''}` },
    })
    const { referral_code: code } = (await profile.json()) as { referral_code: string }
    expect(code).toMatch(/^\w+$/)

    await page.goto('/refer-and-earn')
    const panel = page.getByRole('region', { name: 'Your referral link' })
    const field = panel.getByRole('textbox', { name: 'Your referral link' })
    const link = `${new URL(page.url()).origin}/auth/jwt/register?referral_code=${code}`
    await expect(field).toHaveValue(link)
    await panel.getByRole('button', { name: 'Copy link' }).click()
    await expect(panel.getByRole('button', { name: 'Link copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)

    // Signed out, a friend follows the link: register applies the code and sends it.
    await page.goto('/dashboard/chat')
    await page.getByRole('button', { name: 'Account', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/auth\/jwt\/login(\?|$)/)
    await page.goto(link)
    await expect(
      page.getByText(`Referral code ${code} will be applied to your account.`),
    ).toBeVisible()
    const email = newEmail('referred')
    await page.getByLabel('First name').fill('Lin')
    await page.getByLabel('Last name').fill('Wei')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(strongPassword)
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
    const registering = page.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/auth/clients/register'),
    )
    await page.getByRole('button', { name: 'Create account' }).click()
    // The server links an account registered with a code to its owner (server test:
    // modules/auth/referral.test.ts); here the code reaches it from the link.
    expect((await registering).postDataJSON()).toMatchObject({ email, referral_code: code })
    await expect(page).toHaveURL(/\/email$/)
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
