import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { cors } from 'hono/cors'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import pkg from '../package.json' with { type: 'json' }
import type { Database } from './db/client'
import type { Env } from './env'
import type { AppEnv } from './lib/app-env'
import type { Logger } from './lib/logger'
import { webApp } from './lib/web-app'
import { renderApiDocsPage } from './lib/api-docs-page'
import { allowedOrigins } from './modules/auth/allowed-origins'
import { createOpenApiDocument } from '@amply/api/openapi'
import { mountRoutes } from './lib/route-table'
import { createAuthModule } from './modules/auth/auth.module'
import * as profilePicture from './modules/account/profile-picture'
import { healthHandlers } from './modules/health/health.routes'
import { gatewayHandlers } from './modules/chat/gateway.module'

export interface AppDeps {
  env: Env
  logger: Logger
  db: Database
  /** The access-token signing key (main.ts loads it: see modules/auth/jwt-secret.ts). */
  jwtSecret: Uint8Array
  /** The clock, for tests (ms since the epoch). */
  now?: () => number
  /** For tests: the fetch of outgoing calls (Turnstile). */
  fetch?: typeof globalThis.fetch
}

/** Wires request ids, logging, errors and every module; `main.ts` only serves it. */
export function createApp({ env, logger, db, jwtSecret, now, fetch }: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use(requestId())
  app.use(secureHeaders())
  // Cross-origin calls with cookies only from the website and the extensions.
  const firstParty = allowedOrigins(env.PUBLIC_URL, env.EXTENSION_IDS)
  const apiCors = cors({
    origin: (origin) => (firstParty.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization'],
    exposeHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })
  app.use('/api/*', apiCors)
  app.use('/ai/*', apiCors)
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    logger.debug('request', {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  })

  const auth = createAuthModule({
    env,
    db,
    logger,
    jwtSecret,
    ...(now ? { now } : {}),
    ...(fetch ? { fetch } : {}),
  })
  app.use(profilePicture.PROFILE_PICTURE_UPLOAD_PATH, profilePicture.profilePictureBodyLimit())
  mountRoutes(
    app,
    {
      ...healthHandlers(pkg.version),
      ...auth.handlers,
      ...gatewayHandlers({ env, db, logger, ...(now ? { now } : {}) }),
    },
    { authenticate: auth.authenticate },
  )

  // The contract as OpenAPI 3.1, generated from the same route table the server mounts.
  const openApiDocument = createOpenApiDocument(pkg.version)
  app.get('/api/openapi.json', (c) => c.json(openApiDocument))
  const docsPage = renderApiDocsPage(openApiDocument)
  app.get('/api/docs', (c) => c.html(docsPage))

  app.get('/api/uploads/profile/:file', profilePicture.serveProfilePictures(env.DATA_DIR))

  // Unknown backend paths answer with the spec's error body, never the web app's HTML.
  app.all('/api/*', (c) => c.json({ detail: 'Not Found' }, 404))
  app.all('/ai/*', (c) => c.json({ detail: 'Not Found' }, 404))

  app.route('/', webApp(env.WEB_DIST_DIR))

  app.notFound((c) => c.json({ detail: 'Not Found' }, 404))
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const response = c.json({ detail: error.message }, error.status)
      // Headers the error carries (Retry-After of a rate limit).
      error.res?.headers.forEach((value, name) => {
        response.headers.set(name, value)
      })
      return response
    }
    logger.error('unhandled error', { request_id: c.get('requestId'), error: String(error) })
    return c.json({ detail: 'Internal Server Error' }, 500)
  })
  return app
}
