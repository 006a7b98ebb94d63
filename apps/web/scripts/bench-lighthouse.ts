// Lighthouse (mobile: its default, with simulated slow 4G and a 4x slower CPU) in Debian's
// Chromium against the built site served by the real server; records the four category scores
// of the public pages in docs/benchmarks.md against DESIGN.md's budget (each at least 95).
import { createServer } from 'node:net'
import { overBudget } from '@amply/bench/figures'
import type { Figure } from '@amply/bench/figures'
import { recordBenchmark } from '@amply/bench/record'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { budgets } from '../perf/budgets'

const pages = ['/', '/pricing', '/auth/jwt/login']
/** DESIGN.md's budget is on the home page; the other pages are recorded for comparison. */
const budgetedPages = new Set(['/'])
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** A port nobody uses now, so PUBLIC_URL (canonical links) can name the server's real address. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('No free port'))
      })
    })
  })
}

/** How many times a page is audited again when Lighthouse fails to record it. */
const RETRIES = 2

/**
 * Lighthouse's report of `url`. A run that failed to record the page (a runtime error such as
 * NO_NAVSTART, where Lighthouse itself says to run it again, and every timing is missing) is
 * not a score: it is run again, and said so.
 */
async function audit(url: string, port: number) {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const failure = result.lhr.runtimeError
    if (!failure) return result
    if (attempt === RETRIES) throw new Error(`Lighthouse could not record ${url}: ${failure.code}`)
    console.log(`${url}: Lighthouse failed to record the page (${failure.code}); again`)
  }
}

const port = await freePort()
const server = await startServer({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
})
const chrome = await launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
})
const rows: string[] = []
const figures: Figure[] = []
try {
  for (const page of pages) {
    const result = await audit(`${server.url}${page}`, chrome.port)
    const scores = categories.map((id) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100))
    categories.forEach((id, i) => {
      figures.push({
        name: `${page} ${id}`,
        value: scores[i] ?? 0,
        unit: '',
        ...(budgetedPages.has(page) ? { min: budgets.lighthouseMinScore } : {}),
      })
    })
    rows.push(`| \`${page}\` | ${scores.join(' | ')} |`)
    const failing = Object.values(result.lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => `${audit.id} (${String(audit.score)})`)
    console.log(`${page}: ${categories.map((id, i) => `${id} ${String(scores[i])}`).join(', ')}`)
    if (failing.length) console.log(`  below 0.9: ${failing.join(', ')}`)
  }
} finally {
  chrome.kill()
  await server.stop()
}

recordBenchmark({
  id: 'web-lighthouse',
  body: `## Lighthouse, mobile

Command: \`pnpm bench\` (apps/web: \`scripts/bench-lighthouse.ts\`: Lighthouse 13 in Debian's Chromium, its default mobile profile with simulated throttling, against the built site served by the real server), ${new Date().toISOString().slice(0, 10)}. Performance varies by a few points with the machine's load (simulated throttling scales from the CPU it observes). Budget (DESIGN.md): each category of \`/\` at least ${String(budgets.lighthouseMinScore)}; the other pages are recorded for comparison.

| page | performance | accessibility | best practices | SEO |
|---|---|---|---|---|
${rows.join('\n')}`,
  figures,
})
if (figures.some(overBudget)) process.exitCode = 1
