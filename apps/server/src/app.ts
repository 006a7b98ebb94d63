import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { cors } from 'hono/cors'
import { requestId } from 'hono/request-id'
import pkg from '../package.json' with { type: 'json' }
import type { Database } from './db/client'
import type { Env } from './env'
import type { AppEnv } from './lib/app-env'
import type { Logger } from './lib/logger'
import { createFileStorage } from './lib/file-storage-from-env'
import { ART_URL_PREFIX, serveGeneratedImages } from './modules/files/generated-images'
import type { FileStorage } from './lib/file-storage'
import { securityHeaders } from './lib/security-headers'
import { requestBodyLimits } from './lib/body-limits'
import { webApp } from './lib/web-app'
import { extensionDownloads } from './modules/downloads/extension-downloads'
import { renderApiDocsPage } from './lib/api-docs-page'
import { allowedOrigins } from './modules/auth/allowed-origins'
import { createOpenApiDocument } from '@amply/api/openapi'
import { REFRESH_TOKEN_HEADER } from '@amply/api/constants'
import { mountRoutes } from './lib/route-table'
import { isDatabaseUnavailable } from './lib/database-unavailable'
import { FieldRefusal } from './lib/field-refusal'
import { isUnstorableText } from './lib/unstorable-text'
import { createAuthModule } from './modules/auth/auth.module'
import { accountHandlers } from './modules/account/account.routes'
import { oauthHandlers } from './modules/oauth/oauth.routes'
import { otpHandlers } from './modules/otp/otp.routes'
import type { PasswordHasher } from './modules/auth/password-hasher'
import * as profilePicture from './modules/account/profile-picture'
import { configHandlers } from './modules/config/config.routes'
import { healthHandlers } from './modules/health/health.routes'
import { createBillingModule } from './modules/billing/billing.module'
import { KEY_BYTES, createKeyring } from './modules/auth/secret-box'
import type { Keyring } from './modules/auth/secret-box'
import { createLiveAnswers } from './modules/live-answers/live-answers'
import { chatHandlers } from './modules/chat/chat.routes'
import { presetHandlers } from './modules/presets/presets'
import { conversationHandlers } from './modules/conversations/conversations.routes'
import { dataHandlers } from './modules/data/data.routes'
import { fileHandlers } from './modules/files/files.routes'
import { imageHandlers } from './modules/files/images.routes'
import { modelHandlers } from './modules/models/models.routes'
import { planHandlers } from './modules/plans/plans.routes'
import { searchHandlers } from './modules/search/search.routes'
import { demoWebPages } from './modules/search/demo-web-pages'
import { shareHandlers } from './modules/shares/shares.routes'
import { usageHandlers } from './modules/usage/usage.routes'
import { addressHandlers } from './modules/addresses/addresses.routes'
import { supportHandlers } from './modules/support/support.routes'
import { createServices } from './services'
import type { LiveAnswers } from './modules/live-answers/live-answers'
import type { DemoControls } from './modules/providers/demo-directives'

export interface AppDeps {
  env: Env
  logger: Logger
  db: Database
  /** The access-token signing key (run-server.ts loads it: see modules/auth/jwt-secret.ts). */
  jwtSecret: Uint8Array
  /**
   * The keys of TOTP secrets at rest (run-server.ts loads them: see modules/otp/totp-keys.ts);
   * a key of this process only when not given (tests, benches).
   */
  totpKeys?: Keyring
  /** Where uploads are kept (as the environment says when not given: S3 or DATA_DIR/uploads). */
  storage?: FileStorage
  /** The answers being generated; run-server.ts passes them to drain them at shutdown. */
  answers?: LiveAnswers
  /** The clock, for tests (ms since the epoch). */
  now?: () => number
  /** For tests: the fetch of outgoing calls (Turnstile). */
  fetch?: typeof globalThis.fetch
  /** For tests: a password hasher whose argon2 work they count. */
  hasher?: PasswordHasher
  /** A server under test: questions may steer the demo provider (providers/demo-directives.ts). */
  demoControls?: DemoControls
  /** A server under test: its own routes, mounted before the web app's pages (run-server.ts). */
  mount?: (app: Hono<AppEnv>, db: Database) => void
}

/** Wires request ids, logging, errors and every module; `run-server.ts` only serves it. */
export function createApp({
  env,
  logger,
  db,
  jwtSecret,
  totpKeys = createKeyring(randomBytes(KEY_BYTES)),
  storage = createFileStorage(env),
  answers = createLiveAnswers({ redisUrl: env.REDIS_URL, logger }),
  now = Date.now,
  fetch,
  hasher,
  demoControls,
  mount,
}: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use(requestId())
  app.use(...securityHeaders({ publicUrl: env.PUBLIC_URL, trustProxy: env.TRUST_PROXY }))
  // Cross-origin calls with cookies only from the website and the extensions.
  const firstParty = allowedOrigins(env.PUBLIC_URL, env.EXTENSION_IDS)
  const apiCors = cors({
    origin: (origin) => (firstParty.has(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Content-Type', 'Authorization', REFRESH_TOKEN_HEADER],
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
  app.use(requestBodyLimits(env.MAX_JSON_BODY_BYTES))

  const auth = createAuthModule({
    env,
    db,
    logger,
    jwtSecret,
    totpKeys,
    storage,
    now,
    ...(fetch ? { fetch } : {}),
    ...(hasher ? { hasher } : {}),
  })
  const services = createServices({ env, db, logger, storage, answers, now, demoControls })
  const { catalog, providers, plans, packs, allowance, conversations, chat, shares } = services
  const billing = createBillingModule({ env, db, logger, jwtSecret, plans, packs, now })
  app.route('/', billing.routes)
  // Every domain's routes, mounted here by name (the route table in @amply/api lists them).
  mountRoutes(
    app,
    {
      ...healthHandlers(pkg.version),
      ...configHandlers(env),
      ...auth.handlers,
      ...oauthHandlers(auth.context, jwtSecret),
      ...otpHandlers(auth.context),
      ...accountHandlers(auth.context),
      ...addressHandlers(auth.context),
      ...supportHandlers(auth.context),
      ...modelHandlers(catalog, (userId) => allowance.usableGroups(userId)),
      ...planHandlers(plans, packs),
      ...usageHandlers({ db, allowance, catalog, now }),
      ...conversationHandlers(conversations, answers),
      ...chatHandlers({ chat, answers, conversations, files: services.files }),
      ...searchHandlers(conversations),
      ...dataHandlers({
        db,
        conversations,
        catalog,
        storage,
        jwtSecret,
        publicUrl: env.PUBLIC_URL,
        logger,
        now,
      }),
      ...shareHandlers(shares),
      ...fileHandlers({ files: services.files, providers, catalog, allowance, logger }),
      ...imageHandlers({ catalog, allowance, providers, logger, images: services.images }),
      ...presetHandlers(),
      ...billing.handlers,
    },
    { authenticate: auth.authenticate },
  )

  // The contract as OpenAPI 3.1, generated from the same route table the server mounts.
  const openApiDocument = createOpenApiDocument(pkg.version)
  app.get('/api/openapi.json', (c) => c.json(openApiDocument))
  const docsPage = renderApiDocsPage(openApiDocument)
  app.get('/api/docs', (c) => c.html(docsPage))

  app.get('/api/uploads/profile/:file', profilePicture.serveProfilePictures(storage))
  app.get(`${ART_URL_PREFIX}:file`, serveGeneratedImages(storage))
  app.route('/', demoWebPages())

  app.route(
    '/',
    extensionDownloads({
      dir: env.EXTENSION_DIR,
      storeUrls: {
        chrome: env.EXTENSION_STORE_URL_CHROME,
        edge: env.EXTENSION_STORE_URL_EDGE,
        firefox: env.EXTENSION_STORE_URL_FIREFOX,
      },
    }),
  )

  // Unknown backend paths answer with the error body (docs/product.md#errors), never the web app's
  // HTML.
  app.all('/api/*', (c) => c.json({ detail: 'Not Found' }, 404))
  app.all('/ai/*', (c) => c.json({ detail: 'Not Found' }, 404))

  mount?.(app, db)
  app.route(
    '/',
    webApp({
      distDir: env.WEB_DIST_DIR,
      publicUrl: env.PUBLIC_URL,
      connectOrigins: env.WEB_CONNECT_ORIGINS,
      // The widget loads where the site key is given to clients (`GET /api/config`).
      turnstile: env.TURNSTILE_SITE_KEY !== undefined,
      https: new URL(env.PUBLIC_URL).protocol === 'https:',
    }),
  )

  app.notFound((c) => c.json({ detail: 'Not Found' }, 404))
  app.onError((error, c) => {
    if (error instanceof FieldRefusal) return c.json({ detail: error.detail }, error.status)
    if (error instanceof HTTPException) {
      const response = c.json({ detail: error.message }, error.status)
      // Headers the error carries (Retry-After of a rate limit).
      error.res?.headers.forEach((value, name) => {
        response.headers.set(name, value)
      })
      return response
    }
    if (isUnstorableText(error)) {
      return c.json({ detail: 'The request contains characters that cannot be stored.' }, 400)
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting or out of reach: the pool reconnects by itself; say so, briefly.
      logger.warn('database unavailable', { request_id: c.get('requestId'), error: String(error) })
      c.header('Retry-After', '5')
      return c.json(
        { detail: 'The service is briefly unavailable. Please try again in a moment.' },
        503,
      )
    }
    logger.error('unhandled error', { request_id: c.get('requestId'), error: String(error) })
    return c.json({ detail: 'Internal Server Error' }, 500)
  })
  return app
}
