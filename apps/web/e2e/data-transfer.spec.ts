import { readFile } from 'node:fs/promises'
import { chatgptConversation } from '@amply/test-services/export-fixtures'
import { zipContents } from '@amply/test-services/zip-contents'
import type { Page } from '@playwright/test'
import { signInThroughApi } from './auth-helpers'
import { expect, test } from './fixtures'

const dataTab = '/dashboard/user/account/data'

/** A ChatGPT `conversations.json` of one conversation whose answer was regenerated once. */
const chatgptExport = (title: string) =>
  JSON.stringify([
    chatgptConversation({
      id: `e2e-${title}`,
      title,
      created: '2024-02-01T09:00:00Z',
      updated: '2024-02-01T09:05:00Z',
      nodes: [
        { id: 'root', parent: null },
        {
          id: 'q',
          parent: 'root',
          role: 'user',
          text: 'Name an otter',
          at: '2024-02-01T09:00:00Z',
        },
        {
          id: 'a',
          parent: 'q',
          role: 'assistant',
          text: 'Olive <b>the</b> otter <img src=x onerror="window.pwned=1"><script>window.pwned=1</script>',
          model: 'gpt-4',
          at: '2024-02-01T09:00:05Z',
        },
        {
          id: 'b',
          parent: 'q',
          role: 'assistant',
          text: 'Oscar the otter',
          model: 'gpt-4o',
          at: '2024-02-01T09:01:00Z',
        },
      ],
    }),
  ])

/** Sends a ChatGPT export through the page, as a person picks the file. */
async function importThroughPage(page: Page, title: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'conversations.json',
    mimeType: 'application/json',
    buffer: Buffer.from(chatgptExport(title)),
  })
}

/** Exports everything through the page and reads the zip the browser saved. */
async function exportThroughPage(page: Page, button: string) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^amply-export-\d{4}-\d{2}-\d{2}\.zip$/)
  return zipContents(await readFile(await download.path()))
}

test('imports a ChatGPT export with its branches, then exports everything as a zip', async ({
  page,
  request,
  baseURL,
}) => {
  await signInThroughApi(page, request, baseURL ?? '', 'data-transfer', dataTab)
  await expect(page.getByRole('link', { name: 'Data' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByText('Files up to 1 GB.', { exact: false })).toBeVisible()

  await importThroughPage(page, 'Otter names')
  const preview = page.getByRole('status').filter({ hasText: 'Ready to import from ChatGPT' })
  await expect(preview).toContainText('conversations.json')
  await expect(preview.getByText('Messages').locator('..')).toContainText('3')
  await page.getByRole('button', { name: 'Import 1 conversation' }).click()
  await expect(page.getByText('1 conversation imported from ChatGPT.')).toBeVisible()

  // The imported conversation is in the history, marked, with both answers as versions.
  await page.getByRole('link', { name: 'Open your conversations' }).click()
  const history = page.getByRole('navigation', { name: 'Conversations' })
  await expect(history.getByText('Imported from ChatGPT').first()).toBeAttached()
  await history.getByRole('link', { name: /Otter names/ }).click()
  await expect(page.getByText('Oscar the otter')).toBeVisible()
  const versions = page.getByRole('group', { name: 'Versions' })
  await expect(versions).toContainText('2/2')
  await versions.getByRole('button', { name: 'Previous version' }).click()
  // An imported message's HTML never runs: no script, no handler.
  await expect(page.getByText(/^Olive/)).toBeVisible()
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false)
  await expect(page.locator('main script, main img[onerror]')).toHaveCount(0)

  await page.goto(dataTab)
  const files = await exportThroughPage(page, 'Export everything')
  const names = [...files.keys()]
  expect(names).toContain('profile.json')
  expect(names.at(-1)).toBe('README.txt')
  const conversation = names.find((name) =>
    /^conversations\/chat\/.*Otter-names.*\.json$/.test(name),
  )
  const document = JSON.parse(files.get(conversation ?? '')?.toString() ?? '{}') as {
    imported_from: string
    messages: unknown[]
  }
  expect(document).toMatchObject({ imported_from: 'chatgpt' })
  expect(document.messages).toHaveLength(3)
  await expect(page.getByText(/^Your export is downloaded/)).toBeVisible()
})

test('the data tab speaks Arabic, right to left: import and export', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('i18nextLng', 'ar')
  })
  await signInThroughApi(page, request, baseURL ?? '', 'data-transfer-ar', dataTab)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('link', { name: 'البيانات' })).toHaveAttribute('aria-current', 'page')

  await importThroughPage(page, 'ثعالب الماء')
  await expect(page.getByText('جاهز للاستيراد من ChatGPT')).toBeVisible()
  await page.getByRole('button', { name: 'استيراد محادثة واحدة' }).click()
  await expect(page.getByText('استُوردت محادثة واحدة من ChatGPT.')).toBeVisible()

  const files = await exportThroughPage(page, 'تصدير كل شيء')
  expect(
    [...files.keys()].some((name) => name.endsWith('.md') && name.includes('ثعالب-الماء')),
  ).toBe(true)
})
