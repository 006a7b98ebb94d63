// Lighthouse (mobile: its default, with simulated slow 4G and a 4x slower CPU) in Debian's
// Chromium against the built site served by the real server: each public page of
// @amply/bench/budgets audited five times (the pages in turn, round after round, so that the
// machine's load falls on all alike); each score and total blocking time is recorded as the
// median of its runs, with every run (docs/benchmarks.json, docs/benchmarks.md).
import { createServer } from 'node:net'
import {
  LIGHTHOUSE_RUNS,
  lighthouseCategories,
  lighthouseFigure,
  lighthousePages,
} from '@amply/bench/budgets'
import { recordFigures } from '@amply/bench/record'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const TBT = 'total blocking time'

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
      onlyCategories: lighthouseCategories.map(({ id }) => id),
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
/** Each figure's runs, by its name. */
const runs: Record<string, number[]> = {}
const rows: string[] = []
let version = ''
try {
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round += 1) {
    for (const { path } of lighthousePages) {
      const { lhr } = await audit(`${server.url}${path}`, chrome.port)
      version = lhr.lighthouseVersion
      const scores = lighthouseCategories.map(({ id }) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100),
      )
      const tbt = lhr.audits['total-blocking-time']?.numericValue
      if (tbt === undefined)
        throw new Error(`Lighthouse measured no total blocking time on ${path}`)
      lighthouseCategories.forEach(({ label }, i) => {
        ;(runs[lighthouseFigure(path, label)] ??= []).push(scores[i] ?? 0)
      })
      ;(runs[lighthouseFigure(path, TBT)] ??= []).push(Math.round(tbt))
      rows.push(
        `| \`${path}\` | ${String(round)} | ${scores.join(' | ')} | ${String(Math.round(tbt))} ms | ${String(Math.round(lhr.environment.benchmarkIndex))} |`,
      )
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${audit.id} (${String(audit.score)})`)
      console.log(
        `${path}, run ${String(round)}: ${lighthouseCategories.map(({ label }, i) => `${label} ${String(scores[i])}`).join(', ')}, ${TBT} ${String(Math.round(tbt))} ms`,
      )
      if (failing.length) console.log(`  below 0.9: ${failing.join(', ')}`)
    }
  }
} finally {
  chrome.kill()
  await server.stop()
}

const { withinBudget } = recordFigures(
  'web-lighthouse',
  runs,
  `Lighthouse ${version} in Debian's Chromium, its default mobile profile (simulated slow 4G, a 4× slower CPU), against the built site served by the real server; the pages audited in turn, ${String(LIGHTHOUSE_RUNS)} rounds. Performance and total blocking time vary with the machine's load (the simulated throttling scales from the CPU it observes: its benchmark index is in the last column, lower when the machine is busy). \`/auth/jwt/login\` is kept out of search engines (noindex): its SEO score has no budget.

| page | run | performance | accessibility | best practices | SEO | total blocking time | CPU benchmark index |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
)
if (!withinBudget) process.exitCode = 1
