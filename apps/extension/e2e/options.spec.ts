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

  await page.getByLabel('Server address').fill('ftp://files.example')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Enter the web address of an Amply server/)
})
