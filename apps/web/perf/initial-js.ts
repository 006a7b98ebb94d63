import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

export interface InitialJs {
  /** Gzip size of every script the page fetched before it settled, KB. */
  kb: number
  files: { url: string; kb: number }[]
}

/**
 * The JavaScript a first visit to `url` downloads before the page settles: every script
 * response (entry, preloads, the route's lazy chunks and texts) until the network is idle,
 * measured gzip as a server would send it. What the browser really fetches, not what the HTML
 * happens to name.
 */
export async function measureInitialJs(page: Page, url: string): Promise<InitialJs> {
  const pending: Promise<{ url: string; kb: number }>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => ({ url: response.url(), kb: gzipSync(body).length / 1024 })),
    )
  }
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'networkidle' })
  // What loads once the page is idle (warm-ups) is not the first visit's: its body may still be
  // on its way when the page closes.
  page.off('response', onResponse)
  const files = await Promise.all(pending)
  return { kb: files.reduce((sum, file) => sum + file.kb, 0), files }
}
