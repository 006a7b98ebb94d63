import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, extensionDir, test } from './fixtures'

test('the unpacked build declares its side panel, shortcut and no broad host access', () => {
  const manifest = JSON.parse(readFileSync(path.join(extensionDir, 'manifest.json'), 'utf8')) as {
    manifest_version: number
    side_panel?: { default_path: string }
    permissions?: string[]
    host_permissions?: string[]
    commands?: Record<string, unknown>
  }
  expect(manifest.manifest_version).toBe(3)
  expect(manifest.side_panel?.default_path).toBe('sidepanel.html')
  expect(manifest.permissions).toEqual(
    expect.arrayContaining(['sidePanel', 'activeTab', 'contextMenus', 'storage', 'scripting']),
  )
  expect(manifest.commands).toHaveProperty('_execute_action')
  for (const pattern of manifest.host_permissions ?? []) {
    expect(pattern).not.toMatch(/^(<all_urls>|\*:\/\/\*\/\*|https?:\/\/\*\/\*)$/)
  }
})
