import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { extractText } from 'unpdf'
import { signIn } from './auth-helpers'
import { answerDone, ask } from './chat-helpers'
import { expect, test } from './fixtures'

/** What a download saved, as text. */
async function savedText(download: Download) {
  return readFile(await download.path(), 'utf8')
}

/**
 * The browser's print, stopped where the PDF is made: `window.print` only says it was asked,
 * the test prints the page to PDF meanwhile (as "Save as PDF" does), then ends the print.
 */
async function printToPdf(page: Page, start: () => Promise<void>) {
  await page.evaluate(() => {
    window.print = () => {
      document.documentElement.dataset.printAsked = 'true'
    }
  })
  await start()
  await page.locator('html[data-print-asked]').waitFor({ state: 'attached' })
  const pdf = await page.pdf({ format: 'A4' })
  await page.evaluate(() => {
    delete document.documentElement.dataset.printAsked
    window.dispatchEvent(new Event('afterprint'))
  })
  await expect(page.locator('[data-slot="printable-conversation"]')).toHaveCount(0)
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text
}

const table = '| Fruit | Colour |\n| --- | --- |\n| Lemon | Yellow |'
const code = '```js\nconsole.log("otters")\n```'

test('one conversation exports as Markdown from its header and as PDF from the history, in English and Arabic', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? '', 'export-one')
  await ask(page, `[demo:echo] Otters\n\n${table}\n\n${code}`)
  await answerDone(page)
  await expect(page).toHaveURL(/\/dashboard\/chat\/[0-9a-f-]{36}$/)

  // Markdown of the branch on screen, from the chat's header: the model named, code and table as written.
  await page.getByRole('button', { name: 'Export' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Export as Markdown' }).click()
  const markdown = await downloading
  expect(markdown.suggestedFilename()).toMatch(/^demo-echo-Otters.*\.md$/)
  const text = await savedText(markdown)
  expect(text).toContain('## You\n\n[demo:echo] Otters')
  expect(text).toMatch(/## Assistant · Amply\n\nOtters/)
  expect(text).toContain(table)
  expect(text).toContain(code)

  // PDF from the history's menu: the conversation alone, laid out for reading.
  const history = page.getByRole('navigation', { name: 'Conversations' })
  await history
    .getByRole('button', { name: /Actions for/ })
    .first()
    .click()
  const pdfText = await printToPdf(page, () =>
    page.getByRole('menuitem', { name: 'Export as PDF' }).click(),
  )
  expect(pdfText).toContain('[demo:echo] Otters')
  expect(pdfText).toContain('Assistant · Amply')
  expect(pdfText).toContain('Lemon')
  expect(pdfText).toContain('console.log("otters")')
  // Nothing of the workspace around it.
  expect(pdfText).not.toContain('New chat')

  // In Arabic the page prints right to left, with its own words.
  await page.evaluate(() => {
    localStorage.setItem('i18nextLng', 'ar')
  })
  await page.reload()
  await page.getByRole('button', { name: 'تصدير' }).click()
  const arabic = await printToPdf(page, async () => {
    await page.getByRole('menuitem', { name: 'تصدير بصيغة PDF' }).click()
    await expect(page.locator('[data-slot="printable-conversation"]')).toHaveAttribute('dir', 'rtl')
  })
  // A PDF's text comes out as drawn: Arabic letters in their joined forms, in the order they
  // stand on the page, right to left.
  const drawn = arabic.normalize('NFKC')
  expect(drawn).toContain('تنأ') // أنت, drawn right to left
  expect(drawn).toContain('Amply · دعاسملا') // المساعد · Amply
  expect(drawn).toContain('Lemon')
})
