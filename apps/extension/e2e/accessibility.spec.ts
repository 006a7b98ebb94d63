import { AxeBuilder } from '@axe-core/playwright'
import { activatedAccount } from '@amply/e2e/accounts'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** WCAG 2.2 A and AA, as axe-core checks them (the same tags as the website's check). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** The narrowest side panel a browser gives (Chrome's is 320–360 px at its smallest). */
const panelWidth = 360

async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Right-to-left layout at the panel's width: the page is mirrored (the brand at the right of
 * the bar, the account menu at its left) and nothing scrolls sideways, neither the page nor
 * the panel's scrolling area.
 */
async function rtlLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const html = document.documentElement
    if (html.dir !== 'rtl') problems.push(`<html dir="${html.dir}">`)
    if (html.scrollWidth > html.clientWidth) {
      problems.push(`the page scrolls sideways (${String(html.scrollWidth)} px)`)
    }
    const main = document.querySelector('main')
    if (main && main.scrollWidth > main.clientWidth) {
      problems.push(`<main> scrolls sideways (${String(main.scrollWidth)} px)`)
    }
    const bar = document.querySelector('header')
    if (bar) {
      const buttons = [...bar.querySelectorAll('svg, button, a')]
        .map((element) => element.getBoundingClientRect())
        .filter((rect) => rect.width > 0)
      const first = bar.querySelector('svg')?.getBoundingClientRect()
      const last = [...bar.querySelectorAll('button')].at(-1)?.getBoundingClientRect()
      if (first && last && first.left < last.left) problems.push('the top bar is not mirrored')
      if (buttons.some((rect) => rect.left < 0 || rect.right > html.clientWidth)) {
        problems.push('a control of the top bar is off the screen')
      }
    }
    return problems
  })
}

/** A tool's form sent and its streamed result finished (any language: found by structure). */
async function sendToolForm(page: Page, words: string) {
  await page.locator('form textarea').last().fill(words)
  await page.locator('form button[type=submit]').click()
  await expect(page.locator('[data-slot="tool-result"] [aria-busy="false"]')).toHaveCount(1)
}

/** Opens the panel's tool at `index` of its tabs (chat, write, translate), in any language. */
async function openTool(page: Page, index: number) {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await page.locator('header nav a').nth(index).click()
  await expect(page.locator('header nav a').nth(index)).toHaveAttribute('aria-current', 'page')
}

/** Opens the menu of `trigger`; the next screen's first step closes it with Escape. */
async function openMenu(page: Page, trigger: Locator) {
  await page.keyboard.press('Escape')
  await trigger.click()
  await expect(page.getByRole('menu')).toBeVisible()
}

interface PanelScreen {
  name: string
  /** Brings the panel to the state to check. */
  prepare: (page: Page) => Promise<void>
}

/** Chat, write and translate, empty and with an answer, and the panel's menus. */
const screens: PanelScreen[] = [
  {
    name: 'chat, empty',
    prepare: async (page) => {
      await expect(page.locator('form[data-slot="composer"]')).toBeVisible()
    },
  },
  {
    name: 'chat, an answer',
    prepare: async (page) => {
      const composer = page.locator('form[data-slot="composer"]')
      await composer
        .getByRole('textbox')
        .fill('[demo:echo] ## Plan\n\n| Day | Task |\n|---|---|\n| 1 | Read |')
      await expect(composer.locator('button[type="submit"]')).toBeEnabled()
      await composer.getByRole('textbox').press('Enter')
      await expect(
        page.locator('[data-slot="assistant-message"] [aria-busy="false"]').first(),
      ).toBeVisible()
    },
  },
  {
    name: 'model picker open',
    prepare: (page) => openMenu(page, page.locator('header > div').last().locator('button')),
  },
  {
    name: 'account menu open',
    prepare: (page) =>
      openMenu(page, page.locator('header > div').first().locator('button').last()),
  },
  {
    name: 'write, empty',
    prepare: async (page) => {
      await openTool(page, 1)
      await expect(page.locator('form textarea').first()).toBeVisible()
    },
  },
  {
    name: 'write, a result',
    prepare: (page) => sendToolForm(page, '[demo:echo] **Thank you** for the launch.'),
  },
  {
    name: 'translate, a detected source and a result',
    prepare: async (page) => {
      await openTool(page, 2)
      await sendToolForm(
        page,
        'Bonjour, je voudrais réserver une table pour deux personnes ce soir.',
      )
    },
  },
]

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the panel has no accessibility violations (${language}, ${theme})`, async ({
      openPanel,
      request,
      baseURL,
    }) => {
      const account = await activatedAccount(request, baseURL ?? '', `panel-axe-${language}`)
      const page = await openPanel()
      await page.setViewportSize({ width: panelWidth, height: 740 })
      await page.emulateMedia({ colorScheme: theme })
      // The language a person picks in the options, kept by the extension's pages.
      await page.evaluate((code) => {
        localStorage.setItem('i18nextLng', code)
      }, language)
      await page.reload()
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/)

      const found: Record<string, string[]> = {}
      const check = async (name: string) => {
        const problems = [
          ...(await violationsOf(page)),
          ...(language === 'ar' ? await rtlLayoutProblems(page) : []),
        ]
        if (problems.length > 0) found[name] = problems
      }

      await expect(page.locator('input[type="email"]')).toBeVisible()
      await check('sign-in')
      await page.locator('input[type="email"]').fill(account.email)
      await page.locator('input[type="password"]').fill(account.password)
      await page.locator('form button[type="submit"]').click()
      for (const screen of screens) {
        await screen.prepare(page)
        await check(screen.name)
      }
      expect(found).toEqual({})
    })
  }
}
