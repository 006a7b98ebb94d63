// Measures in Chromium the JavaScript a first visit to the home page downloads (gzip), against
// the budget of DESIGN.md, and records it in docs/benchmarks.md. Run by `pnpm bench` after the
// build (turbo runs @amply/web#build first).
import { overBudget } from '@amply/bench/figures'
import type { Figure } from '@amply/bench/figures'
import { recordBenchmark } from '@amply/bench/record'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import { budgets } from '../perf/budgets'
import { measureInitialJs } from '../perf/initial-js'

const server = await startServer()
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
try {
  const page = await browser.newPage()
  const home = await measureInitialJs(page, `${server.url}/`)
  const figure: Figure = {
    name: 'initial JavaScript of / (gzip)',
    value: Number(home.kb.toFixed(1)),
    unit: 'KB',
    max: budgets.homeInitialJsKb,
  }
  const withinBudget = !overBudget(figure)
  const date = new Date().toISOString().slice(0, 10)
  const files = home.files
    .toSorted((a, b) => b.kb - a.kb)
    .map((file) => `| \`${new URL(file.url).pathname}\` | ${file.kb.toFixed(1)} KB |`)
    .join('\n')
  recordBenchmark({
    id: 'web-initial-js',
    body: `## Home page: initial JavaScript

Command: \`pnpm bench\` (apps/web: \`scripts/bench-initial-js.ts\`: the built site served by the real server, \`/\` opened in Chromium, every script fetched until the network is idle, gzip), ${date}.

| figure | value | budget |
|---|---|---|
| initial JavaScript of \`/\` (gzip, ${String(home.files.length)} files) | ${home.kb.toFixed(1)} KB | ${String(budgets.homeInitialJsKb)} KB ${withinBudget ? '(within)' : '(OVER)'} |

| file | gzip |
|---|---|
${files}`,
    figures: [figure],
  })
  console.log(
    `Home page initial JS: ${home.kb.toFixed(1)} KB gzip in ${String(home.files.length)} files (budget ${String(budgets.homeInitialJsKb)} KB)`,
  )
  if (!withinBudget) process.exitCode = 1
} finally {
  await browser.close()
  await server.stop()
}
