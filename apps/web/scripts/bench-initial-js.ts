// Measures in Chromium the JavaScript a first visit to the home page downloads (gzip), against
// its budget in @amply/bench/budgets, and records it (docs/benchmarks.json, docs/benchmarks.md).
// Run by `pnpm bench` after the build (turbo runs @amply/web#build first).
import { recordFigures } from '@amply/bench/record'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import { measureInitialJs } from '../perf/initial-js'

const server = await startServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
try {
  const home = await measureInitialJs(await browser.newPage(), `${server.url}/`)
  const files = home.files
    .toSorted((a, b) => b.kb - a.kb)
    .map((file) => `| \`${new URL(file.url).pathname}\` | ${file.kb.toFixed(1)} KB |`)
    .join('\n')
  const { withinBudget } = recordFigures(
    'web-initial-js',
    { 'initial JavaScript of / (gzip)': Number(home.kb.toFixed(1)) },
    `The built site served by the real server, \`/\` opened in Chromium, every script fetched until the network is idle, gzip: ${String(home.files.length)} files.

| file | gzip |
|---|---|
${files}`,
  )
  if (!withinBudget) process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
