import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, extensionDir, test } from './fixtures'

test('the unpacked build declares its side panel', () => {
  const manifest = JSON.parse(readFileSync(path.join(extensionDir, 'manifest.json'), 'utf8')) as {
    manifest_version: number
    side_panel?: { default_path: string }
    permissions?: string[]
  }
  expect(manifest.manifest_version).toBe(3)
  expect(manifest.side_panel?.default_path).toBe('sidepanel.html')
  expect(manifest.permissions).toContain('sidePanel')
})

test('the extension loads and its side panel page renders the shared UI', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))

  await page.goto(`chrome-extension://${extensionId}/sidepanel.html`)

  await expect(page.getByRole('heading', { name: 'Amply in your side panel' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Open Amply' })).toHaveAttribute(
    'href',
    'http://localhost:3000',
  )
  expect(errors).toEqual([])
})
