import path from 'node:path'
import { expect, test } from './fixtures'
import { signIn } from './auth-helpers'

test.describe('art', () => {
  test('generates an image and finds it again in the gallery after a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'art')
    await page.goto('/dashboard/art')
    const generate = page.getByRole('button', { name: 'Generate image' })
    // Nothing to generate yet: the button says why.
    await expect(page.getByText('Describe the image first')).toBeVisible()

    await page.getByLabel('Describe your image').fill('A lighthouse at dawn')
    await page.getByRole('radio', { name: 'Watercolour' }).click()
    await page.getByRole('radio', { name: '16:9 (1792X1024)' }).click()
    await generate.click()

    const latest = page.getByRole('region', { name: 'Just created' })
    const image = latest.getByRole('img', { name: 'Generated image: A lighthouse at dawn' })
    await expect(image).toBeVisible()
    // The stored file is served and is a real image the browser decoded.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1792)

    await page.reload()
    const gallery = page.getByRole('region', { name: 'Your gallery' })
    await expect(gallery.getByText('1 image')).toBeVisible()
    await gallery.getByRole('button', { name: 'Generated image: A lighthouse at dawn' }).click()

    const viewer = page.getByRole('dialog')
    await expect(viewer.getByText('Watercolour')).toBeVisible()
    await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      /^amply-.+\.svg$/,
    )
    await viewer.getByRole('button', { name: 'Use this prompt again' }).click()
    await expect(viewer).toBeHidden()
    await expect(page.getByLabel('Describe your image')).toHaveValue('A lighthouse at dawn')
    await expect(page.getByRole('radio', { name: 'Watercolour' })).toBeChecked()
    await expect(page.getByRole('radio', { name: '16:9 (1792X1024)' })).toBeChecked()

    // Deleting asks first: Cancel keeps the image, Delete removes it from the gallery.
    await gallery.getByRole('button', { name: 'Generated image: A lighthouse at dawn' }).click()
    await viewer.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(viewer).toBeVisible()
    await viewer.getByRole('button', { name: 'Delete' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(viewer).toBeHidden()
    await expect(gallery.getByText('No images yet')).toBeVisible()
    await expect(page.getByText('The image was deleted.')).toBeVisible()
  })
})

test.describe('read', () => {
  test('reads a PDF, summarises it, and answers a question citing its part', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'read')
    await page.goto('/dashboard/read')
    const picker = page.locator('input[type="file"]')

    // Checked before anything is sent.
    await picker.setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    })
    await expect(page.getByRole('alert')).toHaveText(/setup\.exe cannot be read/)

    await picker.setInputFiles(path.join(import.meta.dirname, 'files', 'lighthouse.pdf'))
    await expect(page.getByText('lighthouse.pdf')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()
    const answers = page.locator('[data-slot="read-answer"]')
    await expect(answers.first()).toContainText('offline demo')

    await page.getByLabel('Ask about the document').fill('Who keeps the lighthouse?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await expect(page.getByText('Who keeps the lighthouse?', { exact: true })).toBeVisible()
    const answer = answers.nth(1)
    await expect(answer).toContainText('You asked: "Who keeps the lighthouse?"')
    await answer.getByRole('button', { name: 'Part 1' }).click()
    await expect(page.getByRole('dialog', { name: 'Part 1' })).toContainText(
      'Ada Morgan keeps the lighthouse',
    )
  })
  test('sends a question on Enter, and Shift+Enter starts a new line', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'read-enter')
    await page.goto('/dashboard/read')
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(import.meta.dirname, 'files', 'lighthouse.pdf'))
    const answers = page.locator('[data-slot="read-answer"]')
    await expect(answers.first().getByRole('button', { name: 'Part 1' })).toBeVisible()

    const question = page.getByLabel('Ask about the document')
    await question.click()
    await page.keyboard.type('Who keeps')
    // An Enter that confirms an input method's composition (Japanese, Chinese) sends nothing.
    await question.evaluate((box) =>
      box.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true }),
      ),
    )
    await expect(question).toHaveValue('Who keeps')
    await expect(answers).toHaveCount(1)
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('the lighthouse?')
    await expect(question).toHaveValue('Who keeps\nthe lighthouse?')
    await page.keyboard.press('Enter')
    await expect(question).toHaveValue('')
    await expect(answers.nth(1)).toContainText('You asked: "Who keeps\nthe lighthouse?"')
  })
  test('brings the document, its summary and its questions back after a reload', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? '', 'read-reload')
    await page.goto('/dashboard/read')
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(import.meta.dirname, 'files', 'lighthouse.pdf'))
    const answers = page.locator('[data-slot="read-answer"]')
    await expect(answers.first()).toContainText('offline demo')
    await page.getByLabel('Ask about the document').fill('Who keeps the lighthouse?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await expect(answers.nth(1)).toContainText('You asked: "Who keeps the lighthouse?"')
    // Wait for the answer to finish (its copy button shows), so it is stored whole.
    await expect(answers.nth(1).getByRole('button', { name: 'Part 1' })).toBeVisible()

    await page.reload()
    await expect(page.getByText('lighthouse.pdf')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()
    await expect(page.getByText('Who keeps the lighthouse?', { exact: true })).toBeVisible()
    // The stored conversation, not a new summary: one summary and one answer, as before.
    await expect(answers).toHaveCount(2)
    await expect(answers.first()).toContainText('offline demo')
    await answers.nth(1).getByRole('button', { name: 'Part 1' }).click()
    await expect(page.getByRole('dialog', { name: 'Part 1' })).toContainText(
      'Ada Morgan keeps the lighthouse',
    )
    await page.keyboard.press('Escape')

    // Another document forgets this one: a reload then shows the picker.
    await page.getByRole('button', { name: 'Read another document' }).click()
    await expect(page.getByRole('tab', { name: 'Upload a file' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Upload a file' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Document' })).toBeHidden()
  })
})
