import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { extensionDownloads } from './extension-downloads'

const dir = mkdtempSync(path.join(tmpdir(), 'amply-extension-downloads-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})
writeFileSync(path.join(dir, 'amply-0.1.0-chrome.zip'), 'old chrome archive')
utimesSync(path.join(dir, 'amply-0.1.0-chrome.zip'), new Date(2026, 0, 1), new Date(2026, 0, 1))
writeFileSync(path.join(dir, 'amply-0.2.0-chrome.zip'), 'new chrome archive')
writeFileSync(path.join(dir, 'amply-0.2.0-sources.zip'), 'sources')

const app = extensionDownloads({
  dir,
  storeUrls: { edge: 'https://microsoftedge.microsoft.com/addons/detail/amply' },
})

describe('extension downloads', () => {
  it('serves the newest archive the server holds for the browser', async () => {
    const response = await app.request('/downloads/extension/chrome')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    expect(response.headers.get('content-disposition')).toContain('amply-0.2.0-chrome.zip')
    expect(await response.text()).toBe('new chrome archive')
  })

  it('sends to the store page when it holds no archive for the browser', async () => {
    const response = await app.request('/downloads/extension/edge')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      'https://microsoftedge.microsoft.com/addons/detail/amply',
    )
  })

  it('says the extension is not available yet, as a page to a browser', async () => {
    const json = await app.request('/downloads/extension/firefox')
    expect(json.status).toBe(404)
    expect(await json.json()).toEqual({
      detail: 'The Amply extension for Firefox is not available from this server yet.',
    })
    const page = await app.request('/downloads/extension/firefox', {
      headers: { accept: 'text/html' },
    })
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('not available from this server yet')
    expect((await app.request('/downloads/extension/opera')).status).toBe(404)
  })

  it('answers 404 without a directory or store page at all', async () => {
    const bare = extensionDownloads({ dir: undefined, storeUrls: {} })
    expect((await bare.request('/downloads/extension/chrome')).status).toBe(404)
  })
})
