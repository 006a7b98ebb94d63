// The build's last step: writes each public page as static HTML (dist/<path>/index.html),
// keeps the bare shell as dist/app.html for the signed-in pages, and writes sitemap.xml.
// Crawlers and first paint need no JavaScript; the browser then hydrates the same markup.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

interface PrerenderModule {
  renderPage: (path: string) => Promise<{ head: string; html: string }>
  prerenderPaths: readonly string[]
  /** The server replaces this with its PUBLIC_URL when it serves a page. */
  PUBLIC_URL_PLACEHOLDER: string
}

// React's production build renders the pages, as it runs them in the browser.
process.env.NODE_ENV = 'production'

const appDir = path.resolve(import.meta.dirname, '..')
const distDir = path.join(appDir, 'dist')
const entry = pathToFileURL(path.join(appDir, '.prerender', 'prerender.js')).href
const {
  renderPage,
  prerenderPaths,
  PUBLIC_URL_PLACEHOLDER: PUBLIC_URL,
} = (await import(entry)) as PrerenderModule

const shell = readFileSync(path.join(distDir, 'index.html'), 'utf8')
writeFileSync(path.join(distDir, 'app.html'), shell)

const indexed: string[] = []
for (const pagePath of prerenderPaths) {
  const { html, head } = await renderPage(pagePath)
  if (!head.includes('<title>')) {
    throw new Error(`${pagePath} renders no <PageMeta>: every page needs a title`)
  }
  // React marks a Suspense boundary it could not fill (`<!--$?-->` waiting, `<!--$!-->` failed).
  if (/<!--\$[?!]-->/.test(html)) {
    throw new Error(`${pagePath} has a part that did not render: it would show its fallback`)
  }
  if (!head.includes('<meta name="robots" content="noindex"/>')) indexed.push(pagePath)
  const page = shell
    .replace(/<title>[^<]*<\/title>/, head)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${pagePath}">${html}</div>`)
  const file =
    pagePath === '/'
      ? path.join(distDir, 'index.html')
      : path.join(
          distDir,
          // A parameter (`/client/activate/:token`): one page for every value, served from `_`.
          ...pagePath
            .split('/')
            .filter(Boolean)
            .map((segment) => (segment.startsWith(':') ? '_' : segment)),
          'index.html',
        )
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, page)
}

const urls = indexed.map((page) => `  <url><loc>${PUBLIC_URL}${page}</loc></url>`).join('\n')
writeFileSync(
  path.join(distDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
)
console.log(
  `Prerendered ${String(prerenderPaths.length)} pages; sitemap.xml lists ${String(indexed.length)}.`,
)
