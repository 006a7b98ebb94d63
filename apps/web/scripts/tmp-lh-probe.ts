import { chromiumArgs, ensureChromium } from '@amply/e2e/chromium'
import { startServer } from '@amply/e2e/server'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const pages = process.argv.slice(2)
const server = await startServer({})
const chrome = await launch({ chromePath: ensureChromium(), chromeFlags: ['--headless=new', ...chromiumArgs] })
try {
  for (const path of pages) {
    const result = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const lhr = result!.lhr
    const a = lhr.audits
    console.log(`\n== ${path}: perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} TBT ${Math.round(a['total-blocking-time']?.numericValue ?? 0)} FCP ${Math.round(a['first-contentful-paint']?.numericValue ?? 0)} LCP ${Math.round(a['largest-contentful-paint']?.numericValue ?? 0)} SI ${Math.round(a['speed-index']?.numericValue ?? 0)} CLS ${a['cumulative-layout-shift']?.numericValue}`)
    for (const id of ['long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element']) {
      const d = a[id]?.details as { items?: Record<string, unknown>[] } | undefined
      console.log(`-- ${id}`)
      for (const item of (d?.items ?? []).slice(0, 12)) console.log('  ', JSON.stringify(item).slice(0, 300))
    }
  }
} finally {
  chrome.kill()
  await server.stop()
}
