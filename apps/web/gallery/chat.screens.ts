import type { Page } from '@playwright/test'
import { richAnswer } from '../perf/markdown-answer'
import type { GalleryScreen } from './screen'

// The chat's screens, in the order the gallery's one signed-in tab visits them: the empty chat
// first (nothing asked yet), then a conversation and what opens over it.

const composer = (page: Page) => page.locator('form[data-slot="composer"]')
const DAY_MS = 86_400_000
/** A new account's trial (TRIAL_DAYS). */
const TRIAL_DAYS = 30

/** Sends a question and waits for its whole answer (in any language of the interface). */
async function askAndWait(page: Page, question: string) {
  await composer(page).getByRole('textbox').fill(question)
  await composer(page).locator('button[type="submit"]:enabled').waitFor()
  await composer(page).getByRole('textbox').press('Enter')
  await page.locator('[data-slot="assistant-message"] [aria-busy="true"]').first().waitFor()
  await page.locator('[data-slot="assistant-message"] [aria-busy="true"]').waitFor({
    state: 'detached',
  })
}

/** The conversation's list on phones is a drawer: opened by the first button of the chat bar. */
const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/** The list of conversations: beside the chat, or in its drawer on phones. */
async function openHistory(page: Page) {
  if (phone(page)) {
    await page.locator('main button:visible').first().click()
    await page.getByRole('dialog').waitFor()
  }
}

/** The newest conversation, opened from the list (the bare address is a new chat). */
async function openFirstConversation(page: Page) {
  await openHistory(page)
  await page.locator('a[href^="/dashboard/chat/"]:visible').first().click()
  await page.locator('[data-slot="assistant-message"]').first().waitFor()
}

export const screens: GalleryScreen[] = [
  { name: 'chat-empty', path: '/dashboard/chat', signedIn: true },
  {
    name: 'chat-question-with-files',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'quarterly-report-with-a-long-name.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Sales rose in every region.\n'.repeat(80)),
      })
      await page
        .getByRole('list')
        .filter({ hasText: /100%|Ready|جاهز/ })
        .waitFor()
      await askAndWait(page, 'Summarise this report')
    },
  },
  {
    name: 'chat-file-opened',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await openFirstConversation(page)
      await page.locator('[data-slot="user-message"] li button').first().click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'chat-long-answer',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await askAndWait(page, `[demo:echo] ${richAnswer}`)
      // The diagram is drawn once mermaid has loaded.
      await page.locator('[data-slot="assistant-message"] svg[id^="mermaid"]').first().waitFor()
      // The answer from its start: its heading, code, table and maths (the diagram ends it).
      await page
        .locator('[data-slot="assistant-message"]')
        .last()
        .evaluate((answer) => {
          answer.scrollIntoView({ block: 'start' })
        })
    },
  },
  {
    name: 'chat-history',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: openHistory,
  },
  {
    name: 'chat-share-dialog',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await openFirstConversation(page)
      await page.locator('main button:has(.lucide-share-2)').first().click()
      await page.getByRole('dialog').waitFor()
      await page.getByRole('dialog').locator('[aria-busy="true"]').waitFor({ state: 'detached' })
    },
  },
  {
    name: 'chat-delete-confirm',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await openHistory(page)
      await page.locator('[data-slot="dropdown-menu-trigger"]:visible').last().click()
      await page.getByRole('menuitem').last().click()
      await page.getByRole('alertdialog').waitFor()
    },
  },
  {
    name: 'chat-not-found',
    path: '/dashboard/chat/00000000-0000-4000-8000-000000000000',
    signedIn: true,
    prepare: (page) => page.getByRole('alert').waitFor(),
  },
  {
    name: 'dashboard-account-drawer',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('header button[aria-haspopup="dialog"]').last().click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: 'chat-thinking',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('header button[aria-haspopup="menu"]').first().click()
      await page.getByRole('menuitemradio').filter({ hasText: 'DeepSeek R1' }).click()
      await askAndWait(page, 'Why is the sky blue?')
      await page.locator('[data-slot="thinking-block"] button').last().click()
    },
  },
  {
    name: 'chat-regenerate-with',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      await askAndWait(page, 'Name a colour')
      const answer = page.locator('[data-slot="assistant-message"]').last()
      await answer.hover()
      // The menu of an answer's Regenerate: the models the plan allows.
      await answer.locator('[data-slot="dropdown-menu-trigger"]').click()
      await page.getByRole('menu').waitFor()
    },
  },
  {
    name: 'dashboard-plan-banner',
    path: '/dashboard/chat',
    signedIn: true,
    prepare: async (page) => {
      // Twelve hours before the trial ends, in the browser's clock: "about to expire".
      await page.clock.setFixedTime(Date.now() + TRIAL_DAYS * DAY_MS - DAY_MS / 2)
      await page.reload({ waitUntil: 'networkidle' })
    },
  },
]
