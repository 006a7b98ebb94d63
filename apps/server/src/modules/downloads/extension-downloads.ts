import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'

export const extensionBrowsers = ['chrome', 'edge', 'firefox'] as const
export type ExtensionBrowser = (typeof extensionBrowsers)[number]

const browserNames: Record<ExtensionBrowser, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
}

export interface ExtensionDownloadsOptions {
  /** Where `pnpm --filter @amply/extension zip` archives were put (`*-chrome.zip`, …). */
  dir: string | undefined
  /** A store page per browser, used when the server holds no archive for it. */
  storeUrls: Partial<Record<ExtensionBrowser, string>>
}

const isBrowser = (value: string): value is ExtensionBrowser =>
  extensionBrowsers.some((browser) => browser === value)

/** The newest archive in `dir` built for `browser` (`<name>-<version>-<browser>.zip`). */
async function newestArchive(dir: string, browser: ExtensionBrowser): Promise<string | null> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return null
  }
  const archives = names.filter((name) => name.endsWith(`-${browser}.zip`))
  const dated = await Promise.all(
    archives.map(async (name) => ({
      file: path.join(dir, name),
      time: (await stat(path.join(dir, name))).mtimeMs,
    })),
  )
  return dated.toSorted((a, b) => b.time - a.time)[0]?.file ?? null
}

/**
 * `GET /downloads/extension/<chrome|edge|firefox>` (the website's /apps tiles link here): the
 * archive the server holds, else the store page configured for that browser, else a 404 that
 * says the extension is not available here yet.
 */
export function extensionDownloads(options: ExtensionDownloadsOptions) {
  const app = new Hono()
  app.get('/downloads/extension/:browser', async (c) => {
    const browser = c.req.param('browser')
    if (!isBrowser(browser)) return c.json({ detail: 'Not Found' }, 404)
    const archive = options.dir ? await newestArchive(options.dir, browser) : null
    if (archive) {
      return c.body(await readFile(archive), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${path.basename(archive)}"`,
        'cache-control': 'no-cache',
      })
    }
    const store = options.storeUrls[browser]
    if (store) return c.redirect(store, 302)
    const detail = `The Amply extension for ${browserNames[browser]} is not available from this server yet.`
    if (c.req.header('accept')?.includes('text/html')) {
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not available yet | Amply</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>Not available yet</h1><p>${detail}</p><p><a href="/apps">Back to Amply's apps</a></p></body></html>`,
        404,
      )
    }
    return c.json({ detail }, 404)
  })
  return app
}
