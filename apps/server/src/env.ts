import path from 'node:path'
import { z } from 'zod'

const serverDir = path.resolve(import.meta.dirname, '..')

/** A PostgreSQL connection string (`postgres://` or `postgresql://`). */
const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
})

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
})

export type Env = z.infer<typeof envSchema>

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid server configuration:\n${problems.join('\n')}`)
  }
  return parsed.data
}
