import { listenForReactRenderers, reactRenderers } from '@amply/e2e/react-runtime'
import { dontWaitForTheApp, expect, test } from './fixtures'

test.describe('the site shell', () => {
  test('the home page is prerendered: its HTML already holds the heading, title and canonical', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('data-prerendered="/"')
    expect(html).toMatch(/<h1[^>]*>.*Simplify Work, Amplify Results/s)
    expect(html).toContain('<title>AI assistant for everyday work | Amply</title>')
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/"\/>/)
    expect(html).not.toContain('__PUBLIC_URL__')
  })

  test("React 19's production build renders the site, hydrated or rendered afresh", async ({
    page,
  }) => {
    await listenForReactRenderers(page)
    // A prerendered page, hydrated; a workspace page, rendered from the bare shell.
    for (const path of ['/', '/dashboard/chat']) {
      await page.goto(path)
      expect(await reactRenderers(page)).toEqual([
        {
          rendererPackageName: 'react-dom',
          version: expect.stringMatching(/^19\./),
          bundleType: 0,
        },
      ])
    }
  })

  test('the stylesheet, the one render-blocking request, is asked for before any script', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const stylesheet = html.indexOf('<link rel="stylesheet"')
    expect(stylesheet).toBeGreaterThan(0)
    expect(stylesheet).toBeLessThan(html.indexOf('<script type="module"'))
    expect(stylesheet).toBeLessThan(html.indexOf('<link rel="modulepreload"'))
  })

  test('no modulepreload link is added at run time: the HTML names the entry chunks', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/pricing', '/auth/jwt/login']) {
      const served = await (await request.get(path)).text()
      const preloadsServed = served.match(/<link rel="modulepreload"/g)?.length ?? 0
      await page.goto(path)
      await expect(page.locator('html[data-interactive]')).toBeAttached()
      const preloads = await page.evaluate(
        () => document.querySelectorAll('link[rel="modulepreload"]').length,
      )
      // Each added link is DOM work in the task that starts the page (about fifty on login).
      expect(preloadsServed, path).toBeGreaterThan(10)
      expect(preloads, path).toBe(preloadsServed)
    }
  })

  test('hydration keeps the prerendered page as it was, with no errors', async ({
    page,
    request,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    const served = await (await request.get('/')).text()
    await page.goto('/')
    // Interactive: the settings drawer opens, so the app has hydrated.
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible()
    // The text of <main>, as the served HTML has it and as the hydrated page shows it.
    const mainText = (html: string | null) =>
      page.evaluate((markup) => {
        const doc = markup ? new DOMParser().parseFromString(markup, 'text/html') : document
        return doc.querySelector('main#main')?.textContent.replace(/\s+/g, ' ').trim()
      }, html)
    const prerendered = await mainText(served)
    expect(prerendered).toContain('Simplify Work, Amplify Results')
    expect(await mainText(null)).toBe(prerendered)
    expect(errors).toEqual([])
  })

  test('stored settings apply before the app runs (no flash of the wrong theme)', async ({
    page,
  }) => {
    dontWaitForTheApp(page)
    await page.addInitScript(() => {
      localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark', themeContrast: 'bold' }))
    })
    // Without any of the app's JavaScript, only the inline head script can have applied them.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveClass(/dark/)
    await expect(html).toHaveAttribute('data-contrast', 'bold')
  })

  test('the settings drawer switches to dark mode and the choice survives a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await page.getByRole('button', { name: 'Settings' }).click()
    const drawer = page.getByRole('dialog', { name: 'Settings' })
    await drawer.getByRole('radio', { name: 'Dark' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused()
    await page.reload()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('settings'))).toContain('"dark"')
  })

  test('Arabic turns the whole page right to left', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('dialog').getByRole('radio', { name: 'العربية' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('a browser set to French gets French on its first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await context.close()
  })

  test('the footer copies the support address with the spec message', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await page.getByRole('button', { name: /Copy the support address/ }).click()
    await expect(
      page.getByText('Email address Copied to clipboard. Use it as your convenience.'),
    ).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('support@amply.app')
  })

  test('on a phone the menu opens as a drawer with the product, legal and contact groups', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    // The laid-out width, not the box mid-animation (a slide-in transform rounds it).
    await expect(drawer).toHaveCSS('width', '260px')
    for (const name of ['About us', 'FAQs', 'Disclaimer', 'Refund Policy', 'Contact Us']) {
      await expect(drawer.getByRole('link', { name })).toBeVisible()
    }
    await expect(drawer.getByRole('link', { name: 'support@amply.app' })).toHaveAttribute(
      'href',
      'mailto:support@amply.app',
    )
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('the sitemap lists the indexable pages at the public address', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/<\/loc>/)
    expect(sitemap).not.toContain('/404')
  })
})
