import { expect, test } from './fixtures'

test('the home page loads and shows the product name', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto('/')

  await expect(page).toHaveTitle('AI assistant for everyday work | Amply')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amply')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Simplify Work, Amplify Results',
  )
  await expect(page.getByRole('link', { name: 'Register now' })).toBeVisible()
  expect(errors).toEqual([])
})

test('a deep link is served by the SPA fallback and unknown paths land on /404', async ({
  page,
}) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the API answers beside the web app on the same port', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.ok()).toBe(true)
  expect(await response.json()).toMatchObject({ status: 'ok', name: 'Amply' })
})
