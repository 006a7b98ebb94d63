import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

const repoRoot = path.resolve(import.meta.dirname, '../../..')

describe('loadEnv', () => {
  it('runs on its embedded defaults with an empty environment', () => {
    const env = loadEnv({})
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: 3000, LOG_LEVEL: 'info' })
    expect(env.WEB_DIST_DIR).toBe(path.resolve(import.meta.dirname, '../../web/dist'))
  })

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/)
  })
})

describe('database configuration', () => {
  it('uses the embedded PostgreSQL in .data at the repository root by default', () => {
    const env = loadEnv({})
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DATA_DIR).toBe(path.join(repoRoot, '.data'))
    expect(env.EMBEDDED_POSTGRES_PORT).toBe(0)
  })

  it('resolves a relative DATA_DIR from apps/server to an absolute path', () => {
    expect(loadEnv({ DATA_DIR: 'var' }).DATA_DIR).toBe(path.join(repoRoot, 'apps/server/var'))
    expect(loadEnv({ DATA_DIR: '/srv/amply' }).DATA_DIR).toBe('/srv/amply')
  })

  it('accepts postgres:// and postgresql:// URLs', () => {
    const env = loadEnv({
      DATABASE_URL: 'postgres://amply:secret@db.internal:5432/amply',
      TEST_DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test',
      EMBEDDED_POSTGRES_PORT: '54329',
    })
    expect(env.DATABASE_URL).toBe('postgres://amply:secret@db.internal:5432/amply')
    expect(env.TEST_DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/test')
    expect(env.EMBEDDED_POSTGRES_PORT).toBe(54329)
  })

  it('refuses a database URL of another kind, naming the variable', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://db/amply' })).toThrow(/DATABASE_URL/)
    expect(() => loadEnv({ TEST_DATABASE_URL: 'not a url' })).toThrow(/TEST_DATABASE_URL/)
    expect(() => loadEnv({ EMBEDDED_POSTGRES_PORT: '70000' })).toThrow(/EMBEDDED_POSTGRES_PORT/)
  })
})

describe('TOTP encryption keys', () => {
  it('takes 32 bytes in base64, and older keys as a list', () => {
    const key = Buffer.alloc(32, 1).toString('base64')
    const old = Buffer.alloc(32, 2).toString('base64')
    const env = loadEnv({ TOTP_ENCRYPTION_KEY: key, TOTP_ENCRYPTION_OLD_KEYS: `${old}, ${key}` })
    expect(env.TOTP_ENCRYPTION_KEY?.equals(Buffer.alloc(32, 1))).toBe(true)
    expect(env.TOTP_ENCRYPTION_OLD_KEYS).toHaveLength(2)
    expect(loadEnv({}).TOTP_ENCRYPTION_OLD_KEYS).toEqual([])
  })

  it('refuses a key of another length, naming the variable', () => {
    const short = Buffer.alloc(16).toString('base64')
    expect(() => loadEnv({ TOTP_ENCRYPTION_KEY: short })).toThrow(/TOTP_ENCRYPTION_KEY/)
    expect(() => loadEnv({ TOTP_ENCRYPTION_OLD_KEYS: short })).toThrow(/TOTP_ENCRYPTION_OLD_KEYS/)
  })
})

describe('file storage configuration', () => {
  it('keeps uploads on the local disk without S3_BUCKET, in a bucket with it', () => {
    expect(loadEnv({}).S3_BUCKET).toBeUndefined()
    const env = loadEnv({
      S3_BUCKET: 'amply-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env).toMatchObject({
      S3_BUCKET: 'amply-uploads',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('refuses S3 settings without a bucket, naming the variable', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required with S3_ENDPOINT/,
    )
  })

  it('refuses half a key pair, naming the missing one', () => {
    expect(() => loadEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(() => loadEnv({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /S3_ACCESS_KEY_ID: /,
    )
  })
})
