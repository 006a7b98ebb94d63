import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { inlineScriptHashes, pagePolicy } from './page-csp'
import type { PagePolicyOptions } from './page-csp'

/** Paths the web app never owns: the backend and AI service bases. */
const apiPrefixes = ['/api/', '/ai/']

const isApiPath = (requestPath: string) =>
  apiPrefixes.some(
    (prefix) => requestPath === prefix.slice(0, -1) || requestPath.startsWith(prefix),
  )

/** A path segment the build could have written a folder or file for. */
const SEGMENT = /^[\w~-][\w.~-]*$/

/** A source map, or a compressed copy of one: the client's whole source, never served. */
const SOURCE_MAP = /\.map(\.(br|gz|zst))?$/i

/**
 * A dot segment, an encoded dot, slash, backslash or percent, or a backslash: a browser never
 * sends them (it resolves dot segments itself), so such a path is an attempt to leave the build.
 */
const TRAVERSAL = /(^|\/)\.\.?(\/|$)|%2e|%2f|%5c|%25|\\/i

/**
 * The path as the client sent it: @hono/node-server gives the raw request target, which URL
 * parsing has not yet resolved (`/%2e%2e/etc/passwd` would otherwise read `/etc/passwd`).
 */
function sentPath(c: { env: unknown; req: { path: string } }): string {
  const bindings = c.env as { incoming?: { url?: string } } | undefined
  return (bindings?.incoming?.url ?? c.req.path).split('?')[0] ?? ''
}

export type WebAppOptions = Omit<PagePolicyOptions, 'scriptHashes'> & {
  /** The web app's build (apps/web/dist). */
  distDir: string
  /** The site's address (PUBLIC_URL), filled in where the build left `__PUBLIC_URL__`. */
  publicUrl: string
}

interface Page {
  mtimeMs: number
  size: number
  text: string
  /** The text compressed once, for browsers that accept it. */
  encoded: { br: Buffer; gzip: Buffer }
  policy: string
}

/** The build writes this where the site's address goes (canonical links, sitemap). */
const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__'

/** Files of the build besides its pages that name the site's address. */
const templatedFiles: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year; a page path is
 * answered with its prerendered `<path>/index.html` when the build wrote one, else with the app
 * shell `app.html` (or `index.html` in a build without one) so the client-side router takes it
 * (SPA fallback). Every HTML file goes out with a Content-Security-Policy allowing exactly its
 * own inline scripts (their hashes, computed once per file and again only when the file
 * changes), and with PUBLIC_URL where the build left its placeholder, as do the sitemap and
 * robots.txt.
 */
export function webApp({ distDir, publicUrl, ...policy }: WebAppOptions) {
  const app = new Hono()
  const indexFile = path.join(distDir, 'index.html')
  const shellFile = path.join(distDir, 'app.html')
  const pages = new Map<string, Page>()

  async function load(file: string): Promise<Page | null> {
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) return null
    const cached = pages.get(file)
    if (cached?.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached
    const text = (await readFile(file, 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl)
    const page = {
      mtimeMs: stats.mtimeMs,
      size: stats.size,
      text,
      encoded: { br: brotliCompressSync(text), gzip: gzipSync(text) },
      policy: pagePolicy({ ...policy, scriptHashes: inlineScriptHashes(text) }),
    }
    pages.set(file, page)
    return page
  }

  /** The HTML file of a request path, or null when it is not a page (an asset, the API). */
  function htmlFileOf(requestPath: string): string | null {
    if (isApiPath(requestPath) || requestPath.startsWith('/assets/')) return null
    const segments = requestPath.split('/').filter(Boolean)
    const safe = segments.every((segment) => SEGMENT.test(segment))
    if (requestPath.endsWith('.html')) return safe ? path.join(distDir, ...segments) : null
    if (path.extname(requestPath)) return null
    const prerendered = safe ? path.join(distDir, ...segments, 'index.html') : null
    if (prerendered && existsSync(prerendered)) return prerendered
    // A page whose last segment is a parameter (`/client/activate/:token`) is built once, into
    // the folder `_`, and serves every value.
    const anyValue = safe ? path.join(distDir, ...segments.slice(0, -1), '_', 'index.html') : null
    if (segments.length > 1 && anyValue && existsSync(anyValue)) return anyValue
    return existsSync(shellFile) ? shellFile : indexFile
  }

  app.use('*', async (c, next) => {
    if (TRAVERSAL.test(sentPath(c)) || SOURCE_MAP.test(c.req.path)) {
      return c.json({ detail: 'Not Found' }, 404)
    }
    await next()
  })

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })

  /** A loaded file, compressed as the browser accepts (Brotli first). */
  function send(c: Context, file: Page, headers: Record<string, string>) {
    const accepted = c.req.header('accept-encoding') ?? ''
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
    const common = { ...headers, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' }
    if (!encoding) return c.body(file.text, 200, common)
    return c.body(new Uint8Array(file.encoded[encoding]), 200, {
      ...common,
      'Content-Encoding': encoding,
    })
  }

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const contentType = templatedFiles[c.req.path]
    if (contentType) {
      const file = await load(path.join(distDir, c.req.path))
      if (!file) return next()
      return send(c, file, { 'Content-Type': contentType })
    }
    const file = htmlFileOf(c.req.path)
    if (!file) return next()
    const page = await load(file)
    if (page) {
      return send(c, page, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Security-Policy': page.policy,
      })
    }
    if (file !== indexFile) return next()
    return c.text('The web app is not built yet: run `pnpm build` (or `pnpm start`).', 503)
  })

  // Other files of the build (favicon, assets), as the build compressed them when the browser
  // accepts it (`.br`, `.gz` beside each: apps/web/scripts/compress.ts); a missing one is a 404.
  app.use('*', serveStatic({ root: distDir, precompressed: true }))
  return app
}
