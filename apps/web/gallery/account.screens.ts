import type { Page } from '@playwright/test'
import { chatgptConversation } from '@amply/test-services/export-fixtures'
import { generate } from 'otplib'
import type { GalleryScreen } from './screen'

// The account page's tabs and its security dialogs, as the gallery's trial account sees them.

const password = 'Lilac-Harbour-42!'
const account = (tab: string) => `/dashboard/user/account/${tab}`

/** Opens the OTP setup for an authenticator and waits for its QR code. */
async function openOtpSetup(page: Page) {
  await page.getByRole('button', { name: /^(Turn on|تفعيل)$/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('input[type="radio"][value="totp"]').check()
  await dialog.locator('input[type="password"]').fill(password)
  await dialog.locator('button[type="submit"]').click()
  await dialog.locator('img[src^="data:image/png"]').waitFor()
  return dialog
}

/** Turns OTP off through the API (the next screens' logins must not need a code). */
async function turnOtpOff(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  await page.request.post(new URL('/api/auth/otp/disable', page.url()).href, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { current_password: password },
  })
}

/** Picks a ChatGPT export of two conversations on the data tab and waits for its preview. */
async function previewChatgptImport(page: Page) {
  const conversation = (id: string, title: string, day: string) =>
    chatgptConversation({
      id,
      title,
      created: `${day}T09:00:00Z`,
      updated: `${day}T09:05:00Z`,
      nodes: [
        { id: 'root', parent: null },
        {
          id: 'q',
          parent: 'root',
          role: 'user',
          text: 'Plan a trip to Lisbon',
          at: `${day}T09:00:00Z`,
        },
        {
          id: 'a',
          parent: 'q',
          role: 'assistant',
          text: 'Day one: Alfama.',
          model: 'gpt-4o',
          at: `${day}T09:00:05Z`,
        },
      ],
    })
  await page.locator('input[type="file"]').setInputFiles({
    name: 'conversations.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        conversation(`gallery-${String(Date.now())}-1`, 'Lisbon', '2023-06-01'),
        conversation(`gallery-${String(Date.now())}-2`, 'Porto', '2024-09-12'),
      ]),
    ),
  })
  await page
    .getByRole('status')
    .filter({ hasText: /ChatGPT/ })
    .waitFor()
}

export const screens: GalleryScreen[] = [
  { name: 'account-profile', path: account('profile'), signedIn: true },
  {
    name: 'account-profile-change-email',
    path: account('profile'),
    signedIn: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: /^(Change email|تغيير البريد)$/ }).click()
      await page.getByRole('dialog').locator('input[type="email"]').fill('noor@example')
      await page.getByRole('dialog').locator('button[type="submit"]').click()
      await page.getByRole('dialog').locator('[aria-invalid="true"]').first().waitFor()
    },
  },
  { name: 'account-plan', path: account('plan'), signedIn: true },
  { name: 'account-billing', path: account('billing'), signedIn: true },
  {
    name: 'account-billing-address-form',
    path: account('billing'),
    signedIn: true,
    prepare: async (page) => {
      await page
        .getByRole('button', { name: /^(Add address|إضافة عنوان)$/ })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
    },
  },
  { name: 'account-usage', path: account('usage'), signedIn: true },
  { name: 'account-security', path: account('security'), signedIn: true },
  {
    name: 'account-security-otp-qr',
    path: account('security'),
    signedIn: true,
    prepare: async (page) => {
      await openOtpSetup(page)
    },
  },
  {
    name: 'account-security-backup-codes',
    path: account('security'),
    signedIn: true,
    prepare: async (page) => {
      const dialog = await openOtpSetup(page)
      const secret = (await dialog.getByTestId('otp-secret').textContent()) ?? ''
      await dialog.locator('input[autocomplete="one-time-code"]').fill(await generate({ secret }))
      await dialog.locator('button[type="submit"]').click()
      await dialog.locator('ul[dir="ltr"] li').first().waitFor()
    },
  },
  {
    name: 'account-sessions',
    path: account('sessions'),
    signedIn: true,
    prepare: async (page) => {
      await turnOtpOff(page)
      await page.reload({ waitUntil: 'networkidle' })
    },
  },
  { name: 'account-data', path: account('data'), signedIn: true },
  {
    name: 'account-data-import-preview',
    path: account('data'),
    signedIn: true,
    prepare: previewChatgptImport,
  },
]
