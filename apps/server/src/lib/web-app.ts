import { existsSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/** Paths the web app never owns: the backend and AI service bases. */
const apiPrefixes = ['/api/', '/ai/']

const isApiPath = (requestPath: string) =>
  apiPrefixes.some(
    (prefix) => requestPath === prefix.slice(0, -1) || requestPath.startsWith(prefix),
  )

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, every other
 * page path answered with index.html so the client-side router can take it (SPA fallback).
 */
export function webApp(distDir: string) {
  const app = new Hono()
  const indexFile = path.join(distDir, 'index.html')
  const serveIndex = serveStatic({ path: indexFile })

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', serveStatic({ root: distDir }))

  app.use(async (c, next) => {
    const requestPath = c.req.path
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    // A missing asset or API path is a real 404, never the HTML shell.
    if (isApiPath(requestPath) || requestPath.startsWith('/assets/') || path.extname(requestPath)) {
      return next()
    }
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `pnpm build` (or `pnpm start`).', 503)
    }
    c.header('Cache-Control', 'no-cache')
    return serveIndex(c, next)
  })
  return app
}
