// Lighthouse (mobile: its default, simulated slow 4G) in Debian's Chromium against the built
// site served by the real server, at one emulated phone whatever the machine: before each audit
// the machine's CPU benchmark index is measured in the same Chromium (@amply/bench/phone) and
// Lighthouse slows its CPU by index ÷ 400 (its fixed 4× made a fast machine a fast phone). Each
// public page of @amply/bench/budgets is audited five times (the pages in turn, round after
// round, so that the machine's load falls on all alike); each score and timing is recorded as
// the median of its runs, with every run and its index (docs/benchmarks.json, .md).
import { createServer } from 'node:net'
import {
  BENCHMARK_INDEX,
  LIGHTHOUSE_RUNS,
  budgets,
  lighthouseCategories,
  lighthouseFigure,
  lighthousePages,
  lighthouseTimings,
} from '@amply/bench/budgets'
import {
  STEADY_SPREAD,
  benchmarkIndexIn,
  phoneCpu,
  phoneText,
  runAtPhone,
} from '@amply/bench/phone'
import { recordFigures } from '@amply/bench/record'
import { median } from '@amply/bench/stats'
import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

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
 * The machine's CPU benchmark index now, in a blank tab of the browser Lighthouse drives
 * (connected to for that only, and let go before an audit starts).
 */
async function benchmarkIndexAt(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`)
  try {
    return await benchmarkIndexIn(browser.contexts()[0] ?? (await browser.newContext()))
  } finally {
    await browser.close()
  }
}

/**
 * Lighthouse's report of `url` at the phone (@amply/bench/phone: measured just before, again if
 * the machine's speed changed during the audit; Lighthouse's own index, measured as it starts,
 * counts as one during it). A run that failed to record the page (a runtime error such as
 * NO_NAVSTART, where Lighthouse itself says to run it again, and every timing is missing) is
 * not a score: it is run again, and said so.
 */
async function audit(url: string, port: number) {
  for (let attempt = 0; ; attempt += 1) {
    const run = await runAtPhone(
      url,
      () => benchmarkIndexAt(port),
      async (phone) => {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: lighthouseCategories.map(({ id }) => id),
          // Simulated throttling scales each task the page ran by this: the phone's CPU.
          throttling: { cpuSlowdownMultiplier: phone.slowdown },
        })
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
        return result.lhr
      },
      (lhr) => lhr.environment.benchmarkIndex,
    )
    const failure = run.value.runtimeError
    if (!failure) return run
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
      const { value: lhr, phone, indexes } = await audit(`${server.url}${path}`, chrome.port)
      version = lhr.lighthouseVersion
      const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier
      if (applied !== phone.slowdown) {
        throw new Error(
          `Lighthouse slowed the CPU ${String(applied)}×, not ${String(phone.slowdown)}×`,
        )
      }
      const scores = lighthouseCategories.map(({ id }) =>
        Math.round((lhr.categories[id]?.score ?? 0) * 100),
      )
      const timings = lighthouseTimings.map(({ id, label }) => {
        const ms = lhr.audits[id]?.numericValue
        if (ms === undefined) throw new Error(`Lighthouse measured no ${label} on ${path}`)
        return Math.round(ms)
      })
      lighthouseCategories.forEach(({ label }, i) => {
        ;(runs[lighthouseFigure(path, label)] ??= []).push(scores[i] ?? 0)
      })
      lighthouseTimings.forEach(({ label }, i) => {
        ;(runs[lighthouseFigure(path, label)] ??= []).push(timings[i] ?? 0)
      })
      ;(runs[BENCHMARK_INDEX] ??= []).push(phone.benchmarkIndex)
      const around = indexes.slice(1).join(', ')
      rows.push(
        `| \`${path}\` | ${String(round)} | ${scores.join(' | ')} | ${timings.map((ms) => `${String(ms)} ms`).join(' | ')} | ${phoneText(phone)} | ${around} |`,
      )
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
        )
        .map((audit) => `${audit.id} (${String(audit.score)})`)
      console.log(
        `${path}, run ${String(round)} (index ${phoneText(phone)}; during, after: ${around}): ${[
          ...lighthouseCategories.map(({ label }, i) => `${label} ${String(scores[i])}`),
          ...lighthouseTimings.map(({ label }, i) => `${label} ${String(timings[i])} ms`),
        ].join(', ')}`,
      )
      if (failing.length) console.log(`  below 0.9: ${failing.join(', ')}`)
    }
  }
} finally {
  chrome.kill()
  await server.stop()
}

const indexes = runs[BENCHMARK_INDEX] ?? []
const { withinBudget } = recordFigures(
  'web-lighthouse',
  runs,
  `Lighthouse ${version} in Debian's Chromium, its default mobile profile (simulated slow 4G), against the built site served by the real server; the pages audited in turn, ${String(LIGHTHOUSE_RUNS)} rounds. **At one phone on any machine**: before each audit the machine's CPU benchmark index (Lighthouse's \`computeBenchmarkIndex\`) is measured in a blank tab of the same Chromium, and Lighthouse's CPU slowdown is that index ÷ ${String(budgets.phoneBenchmarkIndex)} (the phone's index), so the page's work counts as on that phone: here ${String(Math.min(...indexes))}–${String(Math.max(...indexes))} (median ${String(median(indexes))}), so ${String(phoneCpu(Math.min(...indexes)).slowdown)}–${String(phoneCpu(Math.max(...indexes)).slowdown)}× slower. The indexes during (Lighthouse's own, measured as its run starts) and after each audit are in the last column: an audit during which the machine's speed changed (the three more than ${String(STEADY_SPREAD)}× apart) is run again. \`/auth/jwt/login\` is kept out of search engines (noindex): its SEO score has no budget.

| page | run | performance | accessibility | best practices | SEO | ${lighthouseTimings.map(({ label }) => label).join(' | ')} | index before → slowdown | index during, after |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
)
if (!withinBudget) process.exitCode = 1
