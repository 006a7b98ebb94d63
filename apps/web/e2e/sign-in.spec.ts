import { mailboxOf } from '@amply/e2e/mailbox'
import { generate } from 'otplib'
import {
  activatedAccount,
  isolated,
  mailedLink,
  newEmail,
  nextTotpCode,
  strongPassword,
  tabTo,
} from './auth-helpers'
import { expect, test } from './fixtures'

test.describe('signing in', () => {
  test('register, activate from the mail, log in and land on chat, by the keyboard alone', async ({
    page,
    baseURL,
  }) => {
    const email = newEmail('keyboard')
    await page.goto('/auth/jwt/register')
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()

    await tabTo(page, page.getByLabel('First name'))
    await page.keyboard.type('Noor')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Haddad')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(strongPassword)
    await expect(page.getByText(/Password strength: (good|strong)\./)).toBeVisible()
    await tabTo(page, page.getByRole('checkbox', { name: /I agree to the Terms/ }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Create account' }))
    await page.keyboard.press('Enter')

    // On to "check your inbox" (/email, which shows the address it is given).
    await page.waitForURL(/\/email$/)

    // The link of the activation mail, as the visitor would follow it.
    await page.goto(await mailedLink(baseURL ?? '', email, /^\/client\/activate\//))
    await expect(page).toHaveURL(/\/auth\/jwt\/login$/)
    await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible()

    // The address just activated is filled in, and the password is next: typed at once.
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await page.keyboard.type(strongPassword)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/dashboard\/chat$/)
  })

  test('an activation link works once', async ({ page, request, baseURL }) => {
    const email = newEmail('once')
    await request.post('/api/auth/clients/register', {
      data: {
        email,
        password: strongPassword,
        first_name: 'Ada',
        last_name: 'L',
        turnstile_response: '',
      },
    })
    const link = await mailedLink(baseURL ?? '', email, /^\/client\/activate\//)
    await page.goto(link)
    await expect(page).toHaveURL(/\/auth\/jwt\/login$/)
    await page.goto(link)
    await expect(page.getByRole('heading', { name: "This link didn't work" })).toBeVisible()
    await page.getByRole('link', { name: 'Send me a new link' }).click()
    await expect(page).toHaveURL(/\/client\/resend-activation-link$/)
  })

  test('a login with OTP on asks for the authenticator code and finishes with it', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await activatedAccount(request, baseURL ?? '', 'otp')
    // Two-step verification turned on through the API, as the account page will.
    const login = await request.post('/api/auth/clients/login', {
      data: { ...account, turnstile_response: '' },
    })
    const { access_token } = (await login.json()) as { access_token: string }
    const headers = { authorization: `Bearer ${access_token}` }
    const setup = await request.post('/api/auth/otp/generate', {
      headers,
      data: { otp_type: 'totp', current_password: account.password },
    })
    const { secret } = (await setup.json()) as { secret: string }
    const confirmed = await request.post('/api/auth/otp/device/verify', {
      headers,
      data: { code: await generate({ secret }) },
    })
    expect(confirmed.ok()).toBe(true)

    await page.goto('/auth/jwt/login')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()

    await expect(page).toHaveURL(/\/auth\/jwt\/otp\?otp_token=[\w-]+&method=totp/)
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
    await expect(
      page.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible()
    // A wrong code is refused and the page stays.
    await page.getByLabel('Verification code').fill('000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toContainText('This code is not valid')
    await page.getByLabel('Verification code').fill(await nextTotpCode(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard\/chat$/)
  })

  test('forgot password, then reset from the mail, then log in with the new password', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await activatedAccount(request, baseURL ?? '', 'reset')
    await page.goto('/auth/jwt/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/client\/forgot-password$/)
    await page.getByLabel('Email').fill(account.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(
      page.getByText(`If an account exists for ${isolated(account.email)}`),
    ).toBeVisible()

    await page.goto(await mailedLink(baseURL ?? '', account.email, /^\/client\/reset-password\//))
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    const newPassword = 'Quiet-Meadow-Lantern-7'
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The passwords do not match.')).toBeVisible()
    await page.getByLabel('Confirm new password').fill(newPassword)
    await page.getByRole('button', { name: 'Change password' }).click()

    await expect(page).toHaveURL(/\/auth\/jwt\/login$/)
    await expect(page.getByText('Your password is changed.')).toBeVisible()
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.')
    // Nothing typed is lost on an error.
    await expect(page.getByLabel('Email')).toHaveValue(account.email)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/dashboard\/chat$/)
  })

  test('forgot password answers the same whether the address has an account or not', async ({
    page,
    request,
    baseURL,
  }) => {
    const unknown = newEmail('nobody')
    const known = (await activatedAccount(request, baseURL ?? '', 'forgot')).email
    const answers = []
    for (const email of [unknown, known]) {
      await page.goto('/client/forgot-password')
      await page.getByLabel('Email').fill(email)
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/forgot-password'))
      await page.getByRole('button', { name: 'Send reset link' }).click()
      const response = await answered
      const shown = page.getByText(`If an account exists for ${isolated(email)}`)
      await expect(shown).toBeVisible()
      answers.push({
        status: response.status(),
        body: await response.text(),
        shown: (await shown.innerText()).replace(email, '<address>'),
        url: page.url(),
      })
    }
    expect(answers[1]).toEqual(answers[0])
    // Yet only the account was mailed a link.
    await mailedLink(baseURL ?? '', known, /^\/client\/reset-password\//)
    expect(await mailboxOf(baseURL ?? '', unknown)).toEqual([])
  })

  test('a guest opening chat logs in and comes back to it', async ({ page, request, baseURL }) => {
    const account = await activatedAccount(request, baseURL ?? '', 'guard')
    await page.goto('/dashboard/chat')
    await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard%2Fchat$/)
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/dashboard\/chat$/)

    // Signed in, the guest-only pages send the visitor to chat.
    for (const path of ['/auth/jwt/login', '/auth/jwt/register']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/dashboard\/chat$/)
    }
  })

  test("the server's validation errors show on their fields, formatted as the spec says", async ({
    page,
  }) => {
    // A client whose own checks differ (an older version) sends what the server refuses.
    await page.route('**/api/auth/clients/register', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, first_name: ' ' }) })
    })
    await page.goto('/auth/jwt/register')
    await page.getByLabel('First name').fill('Noor')
    await page.getByLabel('Last name').fill('Haddad')
    await page.getByLabel('Email').fill(newEmail('invalid'))
    await page.getByLabel('Password', { exact: true }).fill(strongPassword)
    await page.getByRole('checkbox', { name: /I agree to the Terms/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()

    const firstName = page.getByLabel('First name')
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/^First name Too small/)).toBeVisible()
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveValue('Noor')
  })

  test('the login page loads no bot check when the server has no site key', async ({ page }) => {
    const cloudflare: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('challenges.cloudflare.com')) cloudflare.push(request.url())
    })
    await page.goto('/auth/jwt/login')
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(cloudflare).toEqual([])
  })

  test('a form sent before its page hydrates never puts what was typed in the address', async ({
    request,
  }) => {
    const pages = ['/auth/jwt/login', '/auth/jwt/register', '/auth/jwt/otp', '/contact-us']
    for (const path of [...pages, '/client/forgot-password', '/client/resend-activation-link']) {
      const html = await (await request.get(path)).text()
      const forms = html.match(/<form\b[^>]*>/g) ?? []
      expect(forms, path).not.toEqual([])
      for (const form of forms) expect(form, path).toContain('method="post"')
    }
  })
})
