// Measures the side panel of the unpacked Chrome build against the real server: the time from
// opening the panel's page (signed in) to a composer the user can type in (the median of 15
// openings, each recorded), and the JavaScript that page loads (gzip). Records both
// (docs/benchmarks.json, docs/benchmarks.md). Run after `pnpm build`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { recordFigures } from '@amply/bench/record'
import { percentile } from '@amply/bench/stats'
import { activatedAccount } from '@amply/e2e/accounts'
import { ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { request as playwrightRequest } from '@playwright/test'
import { extensionId } from '../e2e/extension-id'
import { launchWithExtension } from '../e2e/launch'

const OPENINGS = 15
const panelUrl = `chrome-extension://${extensionId}/sidepanel.html`

/**
 * Polled on every animation frame from the page's first moment: the time (since navigation
 * start) at which the composer exists and takes typing. At worst a frame late.
 */
const composerReadyAt = () => {
  const box = document.querySelector('textarea[aria-label="Message"]')
  return box instanceof HTMLTextAreaElement && !box.disabled ? performance.now() : false
}

ensureChromium()
const server = await startServer({ EXTENSION_IDS: extensionId })
const userDataDir = mkdtempSync(path.join(tmpdir(), 'amply-bench-extension-'))
const context = await launchWithExtension(userDataDir)
try {
  const api = await playwrightRequest.newContext()
  const account = await activatedAccount(api, server.url, 'bench')
  await api.dispose()
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  await worker.evaluate((url) => chrome.storage.local.set({ 'amply.server_url': url }), server.url)

  // Signed in once, as a user would be; every opening after that finds the session stored.
  const first = await context.newPage()
  await first.goto(panelUrl)
  await first.getByLabel('Email').fill(account.email)
  await first.getByLabel('Password', { exact: true }).fill(account.password)
  await first.getByRole('button', { name: 'Log in' }).click()
  await first.getByRole('textbox', { name: 'Message' }).waitFor()
  await first.close()

  const times: number[] = []
  const scripts = new Map<string, number>()
  for (let opening = 0; opening < OPENINGS; opening += 1) {
    const page = await context.newPage()
    page.on('response', (response) => {
      const url = response.url()
      if (!url.endsWith('.js') || scripts.has(url)) return
      void response.body().then((body) => scripts.set(url, gzipSync(body).length / 1024))
    })
    await page.goto(panelUrl, { waitUntil: 'commit' })
    const ready = await page.waitForFunction(composerReadyAt, undefined, { polling: 'raf' })
    times.push(Number(await ready.jsonValue()))
    await page.waitForLoadState('networkidle')
    await page.close()
  }

  const jsKb = [...scripts.values()].reduce((sum, kb) => sum + kb, 0)
  const files = [...scripts.entries()]
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([url, kb]) => `| \`${new URL(url).pathname}\` | ${kb.toFixed(1)} KB |`)
    .join('\n')
  const { withinBudget } = recordFigures(
    'extension-panel',
    {
      'panel open to interactive composer': times.map(Math.round),
      'panel JavaScript (gzip)': Number(jsKb.toFixed(1)),
    },
    `The unpacked Chrome build in Chromium against the real server, signed in, the panel's page opened ${String(OPENINGS)} times; from navigation start to a composer that takes typing (p95 ${percentile(times, 95).toFixed(0)} ms). JavaScript the panel loads: ${String(scripts.size)} files.

| largest files | gzip |
|---|---|
${files}`,
  )
  if (!withinBudget) process.exitCode = 1
} finally {
  await context.close()
  rmSync(userDataDir, { recursive: true, force: true })
  await server.stop()
}
