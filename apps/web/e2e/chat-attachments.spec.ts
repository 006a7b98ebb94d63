import { signIn } from './auth-helpers'
import { answerDone, ask, chooseModel, questions } from './chat-helpers'
import { expect, test } from './fixtures'
import { onePixelPng } from './picture-helpers'
import { createShareLink } from './share-helpers'

test('the files sent with a question stay on it: after a reload, in its edit, opened, and by name in a share', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  await signIn(page, request, baseURL ?? '', 'chat-files')
  await chooseModel(page, 'Gemini 2.5 Flash')
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'pixel.png', mimeType: 'image/png', buffer: onePixelPng },
    { name: 'otters.txt', mimeType: 'text/plain', buffer: Buffer.from('Otters hold hands.') },
  ])
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText(/Ready.*Ready/s)
  await ask(page, 'What do these show?')
  await answerDone(page)

  const filesOf = (question: number) =>
    questions(page).nth(question).getByRole('list', { name: 'Files sent with this question' })
  const expectChips = async (question: number) => {
    const files = filesOf(question)
    await expect(files.getByRole('button', { name: 'Open otters.txt' })).toContainText(
      'TXT · 18 bytes',
    )
    const image = files.getByRole('button', { name: 'Open pixel.png' })
    await expect(image).toContainText('PNG ·')
    // The thumbnail is the image itself, loaded.
    await expect
      .poll(() => image.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1)
  }
  await expectChips(0)
  await page.reload()
  await expectChips(0)

  await filesOf(0).getByRole('button', { name: 'Open otters.txt' }).click()
  const viewer = page.getByRole('dialog', { name: 'otters.txt' })
  await expect(viewer).toContainText('Otters hold hands.')
  await viewer.getByRole('button', { name: 'Close' }).click()
  await filesOf(0).getByRole('button', { name: 'Open pixel.png' }).click()
  await expect(page.getByRole('dialog', { name: 'pixel.png' }).getByRole('img')).toBeVisible()
  await page.keyboard.press('Escape')

  // An edited question is a new version with the same files.
  await questions(page).first().hover()
  await questions(page).first().getByRole('button', { name: 'Edit' }).click()
  await page
    .getByRole('textbox', { name: 'Edit your message' })
    .fill('What do these show, briefly?')
  await page.getByRole('button', { name: 'Send', exact: true }).first().click()
  await answerDone(page)
  await expect(questions(page).first().getByRole('group', { name: 'Versions' })).toContainText(
    '2/2',
  )
  await expectChips(0)

  const { path } = await createShareLink(page)
  const visitor = await browser.newContext({ baseURL: baseURL ?? '' })
  const tab = await visitor.newPage()
  await tab.goto(path)
  const shared = questions(tab).first().getByRole('list', { name: 'Files sent with this question' })
  await expect(shared).toContainText('otters.txt')
  await expect(shared).toContainText('pixel.png')
  await expect(shared.getByRole('button')).toHaveCount(0)
  await visitor.close()
})
