import { listenForReactRenderers, reactRenderers } from '@amply/e2e/react-runtime'
import { expect, test } from './fixtures'
import { signedInPanel } from './sign-in'

test('a stored session shows a composer that takes typing before the server says who the user is', async ({
  openPanel,
  request,
  baseURL,
}) => {
  const { panel } = await signedInPanel(openPanel, request, baseURL, 'panel-start')

  // The user's profile is held back on its way from the server until the composer was used.
  const held: { release?: () => void } = {}
  const released = new Promise<void>((resolve) => {
    held.release = resolve
  })
  await panel.route('**/api/auth/clients/profile', async (route) => {
    await released
    await route.continue()
  })
  await panel.reload()
  const composer = panel.getByRole('textbox', { name: 'Message' })
  await composer.fill('Typed while the profile loads')
  await expect(composer).toHaveValue('Typed while the profile loads')
  await expect(panel.getByRole('button', { name: 'Account and options' })).toHaveCount(0)

  held.release?.()
  await expect(panel.getByRole('button', { name: 'Account and options' })).toBeVisible()
  await expect(composer).toHaveValue('Typed while the profile loads')
  await panel.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(panel.getByText(/You asked: "Typed while the profile loads"/)).toBeVisible()
})

test('a stored session the server no longer knows ends on the sign-in screen', async ({
  openPanel,
  background,
}) => {
  await background.evaluate(() =>
    chrome.storage.local.set({ access_token: 'ended', refresh_token: 'ended' }),
  )
  const panel = await openPanel()
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
})

test("React 19's production build renders the panel and the options page", async ({
  context,
  openPanel,
  extensionId,
}) => {
  await listenForReactRenderers(context)
  const panel = await openPanel()
  await expect(panel.getByRole('heading', { name: 'Sign in to Amply' })).toBeVisible()
  const options = await context.newPage()
  await options.goto(`chrome-extension://${extensionId}/options.html`)
  for (const page of [panel, options]) {
    expect(await reactRenderers(page)).toEqual([
      { rendererPackageName: 'react-dom', version: expect.stringMatching(/^19\./), bundleType: 0 },
    ])
  }
})
