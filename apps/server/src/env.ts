import path from 'node:path'
import { z } from 'zod'
import { extensionOrigin } from './modules/auth/extension-origin'
import { keyLooksWeak, secretWeakness } from './lib/secret-strength'
import { parseTrustProxy } from './lib/trust-proxy'
import { parseAllowedAddresses } from './modules/search/public-address'
import { serverDir } from './server-dir'

/** A PostgreSQL connection string (`postgres://` or `postgresql://`). */
const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
})

/** A comma-separated list; empty when unset. */
const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** 32 random bytes in base64 (`openssl rand -base64 32`), as a Buffer. */
const encryptionKey = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const key = Buffer.from(value, 'base64')
    if (key.length === 32) return key
    ctx.addIssue({
      code: 'custom',
      message: 'must be 32 bytes in base64 (openssl rand -base64 32)',
    })
    return z.NEVER
  })

/** A Chrome id, a Firefox UUID or a full extension origin, as the origin it allows. */
const extensionOriginEntry = z.string().transform((entry, ctx) => {
  const origin = extensionOrigin(entry)
  if (origin) return origin
  ctx.addIssue({
    code: 'custom',
    message: `"${entry}" is not a Chrome extension id, a Firefox Internal UUID, or a chrome-extension:// or moz-extension:// origin`,
  })
  return z.NEVER
})

/** true/false, 1/0, yes/no. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value))

// The only place that reads process.env (lint forbids it elsewhere); .env.example documents it.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default('../web/dist')
    .transform((dir) => path.resolve(serverDir, dir)),
  // Origins the web app's pages may call besides their own (an AI service on another origin).
  WEB_CONNECT_ORIGINS: list.pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  // Unset: the server starts its embedded PostgreSQL in DATA_DIR/postgres.
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z
    .string()
    .min(1)
    .default('../../.data')
    .transform((dir) => path.resolve(serverDir, dir)),
  // 0: a free port, chosen at each start.
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // Tests only: a server on which each test file gets a database of its own.
  TEST_DATABASE_URL: postgresUrl.optional(),
  // Tests only: a Redis the tests may use; unset, the test command starts one of its own.
  TEST_REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),

  // Where people reach the website: links in mail are built from it, never from the Host header.
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  // Signing key of access tokens (at least 32 characters). Unset: generated once into DATA_DIR.
  JWT_SECRET: z.string().min(32).optional(),
  // Encrypts TOTP secrets at rest (AES-256-GCM). Unset: one generated once into DATA_DIR.
  TOTP_ENCRYPTION_KEY: encryptionKey.optional(),
  // Earlier keys (comma-separated) that still decrypt until `pnpm totp:rotate-keys` has run.
  TOTP_ENCRYPTION_OLD_KEYS: list.pipe(z.array(encryptionKey)),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  // Browser extensions allowed to receive sessions and refresh them (comma-separated): Chrome
  // ids, Firefox Internal UUIDs or full origins; held as the origins they allow.
  EXTENSION_IDS: list.pipe(z.array(extensionOriginEntry)),
  // Where the extension's archives are (`pnpm --filter @amply/extension zip` output), served at
  // /downloads/extension/<chrome|edge|firefox>; else the store pages below, else a 404.
  EXTENSION_DIR: z.string().min(1).optional(),
  EXTENSION_STORE_URL_CHROME: z.url().optional(),
  EXTENSION_STORE_URL_EDGE: z.url().optional(),
  EXTENSION_STORE_URL_FIREFOX: z.url().optional(),
  // Operators: accounts with these addresses become admins when they sign in (admin/plan…).
  ADMIN_EMAILS: list.transform((emails) => emails.map((email) => email.toLowerCase())),
  // Cookies are Secure by default; browsers accept that on http://localhost too.
  COOKIE_SECURE: flag.default(true),
  // Cloudflare Turnstile: verified when set, skipped (logged once) when not.
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  // Its public site key, for the widget on the sign-in pages (set both, or neither).
  TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  // Uploads in an S3-compatible bucket when set, shared by every process; DATA_DIR/uploads when not.
  S3_BUCKET: z.string().min(1).optional(),
  // Another S3-compatible service than AWS (MinIO, Cloudflare R2, Ceph, Garage...).
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Set both, or neither (the AWS SDK's own chain then: AWS_* variables, instance roles...).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // endpoint/bucket/key addresses (MinIO and most self-hosted stores) rather than bucket.endpoint.
  S3_FORCE_PATH_STYLE: flag.default(false),
  // Several server processes: rate-limit counters and live answers in Redis; in memory when unset.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Behind proxies or load balancers: how many, or their addresses (docs/decisions.md, "Client
  // addresses"); the client address is then the right-most X-Forwarded-For entry they did not add.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  // The largest request body a route other than an upload reads (413 over it), in bytes.
  MAX_JSON_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  // Attempts allowed per account in a 15-minute window (ten times as many per IP address).
  LOGIN_ATTEMPTS_PER_WINDOW: z.coerce.number().int().min(1).default(10),
  // Mail: SMTP when set (smtp://user:pass@host:587), the local outbox when not.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Amply <no-reply@amply.app>'),
  // OAuth login, each provider enabled when its client id and secret are set.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  // Azure tenant: common, organizations, consumers or a tenant id.
  MICROSOFT_TENANT: z.string().min(1).default('common'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  // Tests and self-hosted identity providers: replaces a provider's issuer (OIDC discovery).
  OAUTH_ISSUER_OVERRIDES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {}
      try {
        return z.record(z.string(), z.url()).parse(JSON.parse(value))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object of provider → issuer URL' })
        return z.NEVER
      }
    }),
  // The help desk the support link opens, and the key of its single sign-on token (optional).
  HELPDESK_URL: z.url().default('https://support.amply.app'),
  HELPDESK_SSO_SECRET: z.string().min(16).optional(),

  // Payments (docs/decisions.md, "Payments"). Stripe when its secret key is set.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  // The signing secret of the webhook endpoint ({PUBLIC_URL}/api/billing/stripe/webhook).
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Another address for Stripe's API (a proxy, or a fake API in tests).
  STRIPE_API_BASE_URL: z.url().optional(),
  // The built-in test gateway (no real money): on by default only when Stripe is not set.
  TEST_PAYMENT_GATEWAY: flag.optional(),

  // AI gateway (docs/decisions.md, "AI gateway"). The model catalog operators edit.
  AI_MODELS_FILE: z
    .string()
    .min(1)
    .default('config/models.json')
    .transform((file) => path.resolve(serverDir, file)),
  // OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter, DeepSeek), e.g. http://127.0.0.1:11434/v1.
  OPENAI_BASE_URL: z.url().optional(),
  // Key for OPENAI_BASE_URL, or for OpenAI itself when no base URL is set.
  OPENAI_API_KEY: z.string().min(1).optional(),
  // Replaces the catalog's upstream model of every "openai" model (a local server serving one model).
  OPENAI_MODEL: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  // Anthropic's API address, for a proxy or a test server (default: Anthropic's own).
  ANTHROPIC_BASE_URL: z.url().optional(),
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().min(1).optional(),
  // The Gemini API's address, for a proxy or a test server (default: Google's own).
  GOOGLE_BASE_URL: z.url().optional(),
  // A provider that sends nothing for this long (first byte, or between chunks) has timed out.
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  // Pause between the offline demo provider's words, to stream at a realistic pace.
  DEMO_STREAM_DELAY_MS: z.coerce.number().int().min(0).default(40),

  // Web search (docs/decisions.md, "Web search"): a SearXNG instance whose JSON API is on
  // (search.formats has json), or Brave Search's API key; neither: the offline demo corpus.
  SEARXNG_URL: z.url({ protocol: /^https?$/ }).optional(),
  BRAVE_SEARCH_API_KEY: z.string().min(1).optional(),
  // Brave Search's API address, for a proxy or a test server (default: Brave's own).
  BRAVE_SEARCH_BASE_URL: z.url().optional(),
  // How long the search service may take to answer.
  WEB_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(8000),
  // How many of the top results' pages are read for an answer (all at once).
  WEB_SEARCH_PAGES: z.coerce.number().int().min(1).max(10).default(5),
  // Each page's time limit (from the request to its last byte, redirects included) and size limit.
  WEB_PAGE_TIMEOUT_MS: z.coerce.number().int().min(100).default(6000),
  WEB_PAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  // Addresses or ranges (CIDR) the page reader may reach although they are private, loopback or
  // link-local (comma-separated): an intranet the operator trusts, or the tests' local pages.
  WEB_FETCH_ALLOWED_ADDRESSES: list.transform((entries, ctx) => {
    try {
      return parseAllowedAddresses(entries)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  }),
})

/**
 * In production the signing and encryption keys are the operator's, strong and shared by every
 * process: a key generated into one machine's DATA_DIR is lost with it (every session ends,
 * every TOTP secret is unreadable) and differs between processes.
 */
function productionSecrets(env: z.output<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.NODE_ENV !== 'production') return
  const refuse = (variable: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [variable], message })
  }
  const generate = 'generate one with `openssl rand -base64 32` and set it on every server process'
  if (env.JWT_SECRET === undefined) {
    refuse('JWT_SECRET', `a production server needs its own signing secret: ${generate}`)
  } else {
    const weakness = secretWeakness(env.JWT_SECRET)
    if (weakness) refuse('JWT_SECRET', `too weak for production (${weakness}): ${generate}`)
  }
  if (env.TOTP_ENCRYPTION_KEY === undefined) {
    refuse('TOTP_ENCRYPTION_KEY', `a production server needs its own key: ${generate}`)
  } else if (keyLooksWeak(env.TOTP_ENCRYPTION_KEY)) {
    refuse('TOTP_ENCRYPTION_KEY', `too weak for production (not random bytes): ${generate}`)
  }
}

/**
 * S3 settings without a bucket would leave uploads on this machine's disk while the operator
 * believes them shared; half a key pair would fail at the first upload. Both stop the start.
 */
function s3Settings(env: z.output<typeof envSchema>, ctx: z.RefinementCtx) {
  const refuse = (variable: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [variable], message })
  }
  const named = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const given = named.filter((variable) => env[variable] !== undefined)
  if (!env.S3_BUCKET && given.length > 0) {
    refuse('S3_BUCKET', `required with ${given.join(', ')}: the bucket that holds the uploads`)
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    refuse(missing, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither')
  }
}

/** One search service: two set would leave the operator guessing which one answers. */
function searchSettings(env: z.output<typeof envSchema>, ctx: z.RefinementCtx) {
  if (env.SEARXNG_URL !== undefined && env.BRAVE_SEARCH_API_KEY !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['BRAVE_SEARCH_API_KEY'],
      message: 'set SEARXNG_URL or BRAVE_SEARCH_API_KEY, not both: the one search service to use',
    })
  }
}

export type Env = z.infer<typeof envSchema>

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema
    .superRefine(productionSecrets)
    .superRefine(s3Settings)
    .superRefine(searchSettings)
    .safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid server configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}
