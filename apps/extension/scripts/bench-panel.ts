// Measures the side panel of the unpacked Chrome build against the real server, at the phone of
// @amply/bench/budgets: the time from opening the panel's page (signed in) to a composer the
// user can type in, each opening in a new page whose CPU is slowed to the phone's (measured just
// before, @amply/bench/phone; the median of 15 openings, each recorded), and the JavaScript
// that page loads (gzip). Records both (docs/benchmarks.json, docs/benchmarks.md). Run after
// `pnpm build`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { BENCHMARK_INDEX, budgets } from '@amply/bench/budgets'
import {
  STEADY_SPREAD,
  benchmarkIndexIn,
  phoneCpu,
  runAtPhone,
  slowToPhone,
} from '@amply/bench/phone'
import { recordFigures } from '@amply/bench/record'
import { median, percentile } from '@amply/bench/stats'
import { activatedAccount } from '@amply/e2e/accounts'
import { ensureChromium } from '@amply/e2e/chromium'
import { composerReadyAt } from '@amply/e2e/composer'
import { startServer } from '@amply/e2e/server'
import { request as playwrightRequest } from '@playwright/test'
import { extensionId } from '../e2e/extension-id'
import { launchWithExtension } from '../e2e/launch'

const OPENINGS = 15
const panelUrl = `chrome-extension://${extensionId}/sidepanel.html`

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
  const indexes: number[] = []
  const scripts = new Map<string, number>()
  for (let opening = 1; opening <= OPENINGS; opening += 1) {
    const { value, phone } = await runAtPhone(
      `opening ${String(opening)}`,
      () => benchmarkIndexIn(context),
      async (phone) => {
        const page = await context.newPage()
        await slowToPhone(page, phone)
        page.on('response', (response) => {
          const url = response.url()
          if (!url.endsWith('.js') || scripts.has(url)) return
          void response.body().then((body) => scripts.set(url, gzipSync(body).length / 1024))
        })
        await page.goto(panelUrl, { waitUntil: 'commit' })
        const ready = await composerReadyAt(page)
        await page.waitForLoadState('networkidle')
        await page.close()
        return ready
      },
    )
    times.push(value)
    indexes.push(phone.benchmarkIndex)
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
      'panel open to interactive composer': times,
      [BENCHMARK_INDEX]: indexes,
      'panel JavaScript (gzip)': Number(jsKb.toFixed(1)),
    },
    `The unpacked Chrome build in Chromium against the real server, signed in, the panel's page opened ${String(OPENINGS)} times, **at the phone**: each opening in a new page, the machine's CPU benchmark index measured in a blank page just before (${String(Math.min(...indexes))}–${String(Math.max(...indexes))}, median ${String(median(indexes))}), its CPU slowed by index ÷ ${String(budgets.phoneBenchmarkIndex)} with DevTools' \`Emulation.setCPUThrottlingRate\` (${String(phoneCpu(median(indexes)).slowdown)}× at the median; a machine slower than the phone runs unslowed; an opening after which the index was more than ${String(STEADY_SPREAD)}× off is run again). From navigation start to a composer that takes typing (p95 ${percentile(times, 95).toFixed(0)} ms). JavaScript the panel loads: ${String(scripts.size)} files.

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
