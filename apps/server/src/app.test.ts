import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { healthSchema } from '@amply/api/entities/health'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { loadEnv } from './env'
import { createLogger } from './lib/logger'
import { connectedFrom, testJwtSecret } from '../test-support/app'
import { createTestDatabase } from '../test-support/database'

// The build in a folder with a marker file beside it, which no request may reach.
const buildRoot = mkdtempSync(path.join(tmpdir(), 'amply-web-'))
const distDir = path.join(buildRoot, 'dist')
const marker = `marker-${randomUUID()}`
writeFileSync(path.join(buildRoot, 'secret-marker.txt'), marker)
mkdirSync(path.join(distDir, 'assets'), { recursive: true })
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Amply</title>')
writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("amply")')
// Source maps a build could have left, plain and precompressed.
const mapText = '{"version":3,"sources":["../../src/secret.ts"]}'
writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.map'), mapText)
writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.map.br'), brotliCompressSync(mapText))
writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.map.gz'), gzipSync(mapText))
writeFileSync(path.join(distDir, 'app.js.map'), mapText)
writeFileSync(path.join(distDir, 'favicon.svg'), '<svg/>')
writeFileSync(
  path.join(distDir, 'robots.txt'),
  'User-agent: *\nSitemap: __PUBLIC_URL__/sitemap.xml',
)
writeFileSync(path.join(distDir, 'app.html'), '<!doctype html><title>Shell</title>')
writeFileSync(path.join(distDir, 'sitemap.xml'), '<loc>__PUBLIC_URL__/pricing</loc>')
mkdirSync(path.join(distDir, 'pricing'))
writeFileSync(
  path.join(distDir, 'pricing', 'index.html'),
  '<title>Pricing</title><link rel="canonical" href="__PUBLIC_URL__/pricing" />',
)
afterAll(() => {
  rmSync(buildRoot, { recursive: true, force: true })
})

const { db } = await createTestDatabase()
const logs: string[] = []
const app = createApp({
  env: loadEnv({ WEB_DIST_DIR: distDir }),
  logger: createLogger('debug', (line) => logs.push(line)),
  db,
  jwtSecret: testJwtSecret,
})

/** The app behind a real HTTP server, as main.ts serves it. */
const http = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server
await once(http, 'listening')
afterAll(() => new Promise((resolve) => http.close(resolve)))

/**
 * A GET of exactly `target` over a socket: no client library resolves or re-encodes it first.
 * Answers the status and the body (decoded only as text).
 */
function rawGet(target: string, acceptEncoding = 'identity') {
  const { port } = http.address() as AddressInfo
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    // Written, not ended: the server closes the connection once it has answered.
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\n` +
          `Accept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
      )
    })
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1]), body: answer })
    })
  })
}

describe('GET /api/health', () => {
  it('answers the shared health schema', async () => {
    const response = await app.request('/api/health')
    expect(response.status).toBe(200)
    const body = healthSchema.parse(await response.json())
    expect(body.name).toBe('Amply')
  })

  it('tags each request with an id and logs it', async () => {
    const response = await app.request('/api/health')
    const id = response.headers.get('x-request-id')
    expect(id).toBeTruthy()
    expect(logs.some((line) => line.includes(`"request_id":"${String(id)}"`))).toBe(true)
  })

  it('sends security headers', async () => {
    const response = await app.request('/api/health')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('permissions-policy')).toBe(
      'microphone=(self), camera=(), geolocation=()',
    )
  })

  it('sends HSTS only when the site or the request is HTTPS', async () => {
    const appFor = (env: Record<string, string>) =>
      createApp({
        env: loadEnv({ WEB_DIST_DIR: distDir, ...env }),
        logger: createLogger('error'),
        db,
        jwtSecret: testJwtSecret,
      })
    const hsts = (response: Response) => response.headers.get('strict-transport-security')
    expect(hsts(await app.request('/'))).toBeNull()
    expect(hsts(await app.request('https://localhost/'))).toBe(
      'max-age=63072000; includeSubDomains',
    )
    const behindProxy = appFor({ TRUST_PROXY: 'loopback' })
    const forwarded = (proto: string, peer = '127.0.0.1') =>
      behindProxy.request(
        '/api/health',
        { headers: { 'x-forwarded-proto': proto } },
        connectedFrom(peer),
      )
    expect(hsts(await forwarded('https'))).toBe('max-age=63072000; includeSubDomains')
    expect(hsts(await forwarded('http'))).toBeNull()
    // Only the trusted proxy's word counts, not a client's that reaches the server directly.
    expect(hsts(await forwarded('https', '198.51.100.4'))).toBeNull()
    // Without a trusted proxy the header is anyone's to forge.
    expect(hsts(await app.request('/', { headers: { 'x-forwarded-proto': 'https' } }))).toBeNull()
    const site = appFor({ PUBLIC_URL: 'https://amply.example.com' })
    expect(hsts(await site.request('/api/health'))).toBe('max-age=63072000; includeSubDomains')
  })
})

describe('GET /api/openapi.json', () => {
  it('serves the contract generated from the route table', async () => {
    const response = await app.request('/api/openapi.json')
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toBe('3.1.0')
    expect(document.paths).toHaveProperty(['/api/auth/clients/login'])
    expect(document.paths).toHaveProperty(['/ai/chat/completions'])
  })
})

describe('GET /api/docs', () => {
  it('lists every call of the contract, generated from the same document', async () => {
    const response = await app.request('/api/docs')
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('<code>/api/auth/clients/login</code>')
    expect(html).toContain('<code>/ai/chat/completions</code>')
    expect(html).toContain('signed in')
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    app.request('/api/auth/clients/tokens', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })

  it('lets the website call with credentials', async () => {
    const response = await preflight('http://localhost:3000')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('gives any other origin no access', async () => {
    const response = await preflight('https://evil.example')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets a configured extension call', async () => {
    const withExtension = createApp({
      jwtSecret: testJwtSecret,
      env: loadEnv({ WEB_DIST_DIR: distDir, EXTENSION_IDS: 'abcdefghijklmnopabcdefghijklmnop' }),
      logger: createLogger('error'),
      db,
    })
    const response = await withExtension.request('/ai/chat/completions', {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
        'access-control-request-method': 'POST',
      },
    })
    expect(response.headers.get('access-control-allow-origin')).toBe(
      'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    )
  })
})

describe('unknown backend paths', () => {
  it.each(['/api/nope', '/ai/nope', '/api'])(
    '%s is a JSON 404 with the error body',
    async (url) => {
      const response = await app.request(url)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ detail: 'Not Found' })
    },
  )
})

describe('the web app', () => {
  it('serves index.html at the root, with its Content-Security-Policy', async () => {
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>Amply</title>')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('lets the pages load Turnstile exactly when clients are given its site key', async () => {
    const policyWith = async (env: Record<string, string>) => {
      const withEnv = createApp({
        env: loadEnv({ WEB_DIST_DIR: distDir, ...env }),
        logger: createLogger('error'),
        db,
        jwtSecret: testJwtSecret,
      })
      return (await withEnv.request('/')).headers.get('content-security-policy') ?? ''
    }
    expect(await policyWith({ TURNSTILE_SITE_KEY: 'site-key' })).toContain(
      'frame-src https://challenges.cloudflare.com',
    )
    expect(await policyWith({})).toContain("frame-src 'none'")
  })

  it('falls back to the app shell for client-side routes', async () => {
    const response = await app.request('/dashboard/chat')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>Shell</title>')
  })

  it('serves a prerendered page for its path, with the public address filled in', async () => {
    for (const url of ['/pricing', '/pricing/']) {
      const response = await app.request(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toBe(
        '<title>Pricing</title><link rel="canonical" href="http://localhost:3000/pricing" />',
      )
    }
  })

  it('fills in the configured PUBLIC_URL', async () => {
    const site = createApp({
      env: loadEnv({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://amply.example' }),
      logger: createLogger('error'),
      db,
      jwtSecret: testJwtSecret,
    })
    for (const url of ['/pricing']) {
      const response = await site.request(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(await response.text()).toBe(
        '<title>Pricing</title><link rel="canonical" href="https://amply.example/pricing" />',
      )
    }
  })

  it('fills the public address into the sitemap and robots.txt', async () => {
    const sitemap = await app.request('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    expect(await sitemap.text()).toBe('<loc>http://localhost:3000/pricing</loc>')
    expect(await (await app.request('/robots.txt')).text()).toContain(
      'Sitemap: http://localhost:3000/sitemap.xml',
    )
  })

  it('serves hashed assets with a long cache', async () => {
    const response = await app.request('/assets/app-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('javascript')
    expect(response.headers.get('cache-control')).toContain('immutable')
  })

  it('serves other static files', async () => {
    const response = await app.request('/favicon.svg')
    expect(await response.text()).toBe('<svg/>')
  })

  it('answers 404, not HTML, for a missing asset', async () => {
    const response = await app.request('/assets/missing.js')
    expect(response.status).toBe(404)
  })

  it('never serves /etc/passwd or a file beside the build folder, however the path is encoded', async () => {
    const passwd = readFileSync('/etc/passwd', 'utf8').split('\n')[0] ?? 'root:'
    const up = (times: number, step: string) => step.repeat(times)
    const targets = [
      ...['../', '%2e%2e/', '.%2e/', '%2e./', '..%2f', '%2e%2e%2f', '%252e%252e%252f', '..%5c'].map(
        (step) => [
          '/' + up(1, step) + 'secret-marker.txt',
          '/assets/' + up(2, step) + 'secret-marker.txt',
        ],
      ),
      ...['../', '%2e%2e/', '..%2f', '%2e%2e%2f', '%252e%252e%252f', '..%5c', '%2E%2E%2F'].map(
        (step) => ['/' + up(8, step) + 'etc/passwd', '/assets/' + up(8, step) + 'etc%2fpasswd'],
      ),
      ['/..%00/secret-marker.txt', '/assets/..;/..;/secret-marker.txt'],
    ].flat()
    for (const target of targets) {
      const { status, body } = await rawGet(target)
      expect(status, target).toBe(404)
      expect(body, target).not.toContain(marker)
      expect(body, target).not.toContain(passwd)
    }
    // A raw backslash is not even a request target Node's HTTP server takes.
    for (const target of ['/..\\secret-marker.txt', '/assets\\..\\..\\etc\\passwd']) {
      const { status, body } = await rawGet(target)
      expect(status, target).toBe(400)
      expect(body, target).not.toContain(marker)
      expect(body, target).not.toContain(passwd)
    }
    // The build itself is still served.
    expect((await rawGet('/assets/app-abc123.js')).status).toBe(200)
  })

  it('never answers a source map, plain or precompressed', async () => {
    for (const target of [
      '/assets/app-abc123.js.map',
      '/assets/app-abc123.js.map.br',
      '/assets/app-abc123.js.map.gz',
      '/assets/APP-abc123.js.MAP',
      '/app.js.map',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const { status, body } = await rawGet(target, encoding)
        expect(status, target).toBe(404)
        expect(body, target).not.toContain('sources')
      }
    }
  })

  it('explains how to build when the web app is missing', async () => {
    const bare = createApp({
      jwtSecret: testJwtSecret,
      env: loadEnv({ WEB_DIST_DIR: path.join(distDir, 'nowhere') }),
      logger: createLogger('error', () => undefined),
      db,
    })
    const response = await bare.request('/')
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('pnpm build')
  })
})
