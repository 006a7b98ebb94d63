import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from './env'

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
