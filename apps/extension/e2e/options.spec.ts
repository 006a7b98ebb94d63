import { expect, test } from './fixtures'

test('the options page sets the theme and refuses an address that is not a server', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage()
  await page.goto(`chrome-extension://${extensionId}/options.html`)
  await expect(page.getByRole('heading', { name: 'Amply options' })).toBeVisible()

  await page.getByRole('radio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  const address = page.getByLabel('Server address')
  const saved = await address.inputValue()
  expect(saved).toMatch(/^https?:\/\//)
  await address.fill('ftp://files.example')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Enter the web address of an Amply server/)

  // Nothing was stored: the page opened again shows the address it had, and the theme chosen.
  await page.reload()
  await expect(page.getByLabel('Server address')).toHaveValue(saved)
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})
