import { expect, test } from './fixtures'

declare global {
  interface Window {
    violations: string[]
    injected?: boolean
  }
}

// The server's Content-Security-Policy, as Chromium enforces it on the built web app: the
// page's own inline scripts run (their hashes are in the policy), anything injected does not.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
})

for (const path of ['/', '/dashboard/chat']) {
  test(`${path} runs its own inline scripts and nothing the policy refuses`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    // The theme script in the HTML ran before the app.
    await expect(page.locator('html')).toHaveClass(/dark/)
    await expect(page.locator('#root > *').first()).toBeAttached()
    expect(await page.evaluate(() => window.violations)).toEqual([])
  })
}

test('a script injected into the page does not run', async ({ page }) => {
  await page.goto('/')
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
    return window.injected === true
  })
  expect(ran).toBe(false)
  await expect
    .poll(() => page.evaluate(() => window.violations))
    .toContainEqual(expect.stringMatching(/^script-src/))
})
