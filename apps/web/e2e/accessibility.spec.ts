import { AxeBuilder } from '@axe-core/playwright'
import { accountTabs } from '@amply/ui/lib/paths'
import { prerenderPaths } from '@amply/ui/routes/prerender-paths'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { signIn } from './auth-helpers'
import { answerDone, ask } from './chat-helpers'
import { expect, test } from './fixtures'

/** WCAG 2.2 A and AA and axe's best practices (one h1, landmarks named apart...). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

// Every public and sign-in page, left to right and right to left, each in light and dark.
for (const language of ['en', 'ar'] as const) {
  test.describe(language, () => {
    test.use({ locale: language })
    for (const path of prerenderPaths) {
      test(`${path} has no accessibility violations, light and dark`, async ({ page }) => {
        await page.goto(path, { waitUntil: 'networkidle' })
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        expect(await violationsInBothThemes(page)).toEqual({})
      })
    }
  })
}

/**
 * The rules whose verdict depends on the colours: all that a change of theme can break. The
 * first theme is checked against every rule, the second against these only (axe is most of
 * this suite's time; the other rules would read the same markup again).
 */
const colourRules = ['color-contrast', 'link-in-text-block']

async function violationsOf(page: Page, rules: 'all' | 'colour'): Promise<string[]> {
  const axe = new AxeBuilder({ page })
  const { violations } = await (
    rules === 'all' ? axe.withTags(tags) : axe.withRules(colourRules)
  ).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Every transition and finite animation brought to its end at once: a colour half-way through
 * one misleads axe, and one in a part the browser skips (`content-visibility`) never ends. Two
 * frames first: a transition starts only once the browser has restyled the page after the
 * change (a theme switched a moment ago), and one not yet started cannot be finished.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise<number>(requestAnimationFrame)
    await frame()
    await frame()
    for (const animation of document.getAnimations()) {
      if (Number(animation.effect?.getComputedTiming().endTime) < Infinity) animation.finish()
    }
  })
}

/**
 * The page as it is, checked in light and then in dark (the system's preference switched: the
 * page follows it without a reload, as it does for people), and left in light. One load for
 * both themes halves the suite's time; the dark pass runs the colour rules only.
 */
async function violationsInBothThemes(page: Page): Promise<Record<string, string[]>> {
  const html = page.locator('html')
  const found: Record<string, string[]> = {}
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme })
    if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/)
    else await expect(html).not.toHaveClass(/\bdark\b/)
    await settle(page)
    const rules = theme === 'light' ? 'all' : 'colour'
    let violations = await violationsOf(page, rules)
    // A colour read while the page was still changing theme (seen once in many runs, on the
    // logo over the sign-in showcase) is read again once it has had time to finish: a real
    // violation stays.
    if (violations.length > 0) {
      await page.waitForTimeout(500)
      await settle(page)
      violations = await violationsOf(page, rules)
    }
    if (violations.length > 0) found[theme] = violations
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).not.toHaveClass(/\bdark\b/)
  return found
}

interface SignedInScreen {
  name: string
  path: string
  /** Brings the page to the state to check once it has loaded (open a dialog, send...). */
  prepare?: (page: Page) => Promise<void>
}

/** A tool's form sent and its streamed result finished (any language: found by structure). */
async function sendToolForm(page: Page, words: string) {
  await page.locator('form textarea').last().fill(words)
  await page.locator('form button[type=submit]').click()
  await expect(page.locator('[data-slot="tool-result"] [aria-busy="false"]')).toHaveCount(1)
}

/** Write and translate: empty, with a result, Reply, the language picker open. */
const toolScreens: SignedInScreen[] = [
  { name: 'write, empty', path: '/dashboard/write' },
  {
    name: 'write, a result',
    path: '/dashboard/write',
    prepare: (page) => sendToolForm(page, '[demo:echo] **Thank you** for the launch.'),
  },
  {
    name: 'write, reply',
    path: '/dashboard/write',
    prepare: async (page) => {
      await page.getByRole('tab').last().click()
      await expect(page.locator('form textarea')).toHaveCount(2)
    },
  },
  {
    name: 'translate, a detected source and a result',
    path: '/dashboard/translate',
    prepare: (page) =>
      sendToolForm(page, 'Bonjour, je voudrais réserver une table pour deux personnes ce soir.'),
  },
  {
    name: 'translate, language picker open',
    path: '/dashboard/translate',
    prepare: async (page) => {
      await page.locator('main button[aria-haspopup="dialog"][aria-label]').first().click()
      await expect(page.getByRole('listbox')).toBeVisible()
    },
  },
]

/**
 * The workspace's screens, checked signed in (one fresh account per language and theme).
 * Each area appends its own routes and states here.
 */
const signedInScreens: SignedInScreen[] = [
  { name: 'chat, empty', path: '/dashboard/chat' },
  {
    name: 'chat, an answer and its history',
    path: '/dashboard/chat',
    prepare: async (page) => {
      await ask(page, '[demo:echo] ## Plan\n\n| Day | Task |\n|---|---|\n| 1 | Read |\n\n`code`')
      await answerDone(page)
    },
  },
  {
    name: 'model picker open',
    path: '/dashboard/chat',
    prepare: async (page) => {
      await page.locator('header [data-slot="dropdown-menu-trigger"]').first().click()
      await expect(page.getByRole('menu')).toBeVisible()
    },
  },
  {
    name: 'share dialog',
    path: '/dashboard/chat',
    prepare: async (page) => {
      // The conversation asked above, opened from the history (the bare address is a new chat).
      await page.locator('a[href^="/dashboard/chat/"]').first().click()
      await page.getByRole('button', { name: /^(Share|مشاركة)$/ }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(page.getByRole('dialog').locator('[aria-busy="true"]')).toHaveCount(0)
    },
  },
  {
    name: 'account drawer',
    path: '/dashboard/chat',
    prepare: async (page) => {
      await page.locator('header').getByRole('button').last().click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'checkout, a new address and a refused promo code',
    path: '/client/payment?plan=pro&period=yearly',
    prepare: async (page) => {
      const promo = page.locator('form:has(input[autocapitalize="characters"])')
      await promo.locator('input').fill('NOSUCHCODE')
      await promo.locator('button[type="submit"]').click()
      await expect(promo.getByRole('alert')).toBeVisible()
    },
  },
  {
    name: 'subscription update, an upgrade quoted',
    path: '/client/subscription-update',
    prepare: async (page) => {
      await page.locator('input[name="plan"][value="pro"]').check()
      await expect(page.locator('a[href^="/client/payment?plan=pro"]')).toBeVisible()
    },
  },
  {
    name: 'advance credit',
    path: '/client/buy-advance-credit',
    prepare: async (page) => {
      await expect(page.locator('[data-testid="order-total"]')).toBeVisible()
    },
  },
  { name: 'payment status without a payment', path: '/client/payment/status' },
  { name: 'admin page refused to a client', path: '/dashboard/admin/plans' },
]

/** The tools (chat aside): write, translate, art and read, empty and with a result. */
const toolAreaScreens: SignedInScreen[] = [
  ...toolScreens,
  { name: 'art', path: '/dashboard/art' },
  {
    name: 'art, an image generated',
    path: '/dashboard/art',
    prepare: async (page) => {
      await page.locator('form textarea').fill('A lighthouse at dawn')
      await page.locator('form button[type=submit]').click()
      await expect(page.locator('[data-slot="art-image"] img').first()).toBeVisible()
      await expect(page.locator('[data-slot="art-progress"]')).toHaveCount(0)
    },
  },
  { name: 'read', path: '/dashboard/read' },
  {
    name: 'read, a document summarised',
    path: '/dashboard/read',
    prepare: async (page) => {
      await page
        .locator('input[type="file"]')
        .setInputFiles(path.join(import.meta.dirname, 'files', 'lighthouse.pdf'))
      // The summary finished: its copy button shows.
      await expect(page.locator('[data-slot="read-answer"] button')).not.toHaveCount(0)
    },
  },
]

/** Every account tab, once its data is on screen (no skeleton left). */
const accountScreens: SignedInScreen[] = accountTabs.map((tab) => ({
  name: `account, ${tab}`,
  path: `/dashboard/user/account/${tab}`,
  prepare: (page) => expect(page.locator('main [data-slot="skeleton"]')).toHaveCount(0),
}))

// One test per area, so that each stays well within the test's time: the chat's screens apart
// from the payment and admin pages.
const isPaymentOrAdmin = (screen: SignedInScreen) =>
  screen.path.startsWith('/client/') || screen.path.startsWith('/dashboard/admin')
const areas = {
  workspace: signedInScreens.filter((screen) => !isPaymentOrAdmin(screen)),
  payments: signedInScreens.filter(isPaymentOrAdmin),
  tools: toolAreaScreens,
  account: accountScreens,
}

for (const [area, screens] of Object.entries(areas)) {
  for (const language of ['en', 'ar'] as const) {
    test(`the ${area} has no accessibility violations (${language}, light and dark)`, async ({
      page,
      request,
      baseURL,
    }) => {
      await signIn(page, request, baseURL ?? '', `axe-${area}-${language}`)
      // The language a person picks in the settings, kept by the browser.
      await page.evaluate((code) => {
        localStorage.setItem('i18nextLng', code)
      }, language)
      const found: Record<string, Record<string, string[]>> = {}
      for (const screen of screens) {
        await page.goto(screen.path, { waitUntil: 'networkidle' })
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await screen.prepare?.(page)
        const violations = await violationsInBothThemes(page)
        if (Object.keys(violations).length > 0) found[screen.name] = violations
      }
      expect(found).toEqual({})
    })
  }
}
