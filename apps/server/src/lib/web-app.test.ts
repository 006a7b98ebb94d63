import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../../test-support/database'
import { webApp } from './web-app'
import type { WebAppOptions } from './web-app'

const themeScript = `
      if (matchMedia('(prefers-color-scheme: dark)').matches) document.documentElement.classList.add('dark')
    `
const pricingScript = `document.documentElement.lang = 'en'`
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** A build as the web app's would be: the SPA shell and one prerendered public page. */
async function built() {
  const dir = await temporaryDir()
  await mkdir(path.join(dir, 'assets'))
  await mkdir(path.join(dir, 'pricing'))
  await writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Amply</title><script>${themeScript}</script>` +
      `<script type="module" crossorigin src="/assets/index-abc.js"></script></head>` +
      `<body><div id="root"></div></body></html>`,
  )
  await writeFile(
    path.join(dir, 'pricing', 'index.html'),
    `<!doctype html><html><head><title>Pricing</title>` +
      `<script data-note="a > b">${pricingScript}</script></head><body>Plans</body></html>`,
  )
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)')
  return dir
}

function app(distDir: string, options: Partial<WebAppOptions> = {}) {
  return webApp({
    distDir,
    publicUrl: 'http://localhost:3000',
    connectOrigins: [],
    turnstile: false,
    https: false,
    ...options,
  })
}

/** The directives of a policy, by name. */
function directives(response: Response): Record<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? ''
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('the web app pages', () => {
  it('allow exactly their own inline scripts, by hash, and nothing inline or eval otherwise', async () => {
    const response = await app(await built()).request('/')
    expect(response.status).toBe(200)
    const policy = directives(response)
    expect(policy['script-src']).toEqual(["'self'", sha256(themeScript)])
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    // React and Radix set style attributes: inline styles are allowed, inline scripts never.
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/)
    expect(policy['upgrade-insecure-requests']).toBeUndefined()
  })

  it('serve a page prerendered with a parameter for every value of it', async () => {
    const dir = await built()
    await mkdir(path.join(dir, 'client', 'activate', '_'), { recursive: true })
    await writeFile(
      path.join(dir, 'client', 'activate', '_', 'index.html'),
      '<title>Activate</title>',
    )
    const site = app(dir)
    expect(await (await site.request('/client/activate/tok-3n_9')).text()).toBe(
      '<title>Activate</title>',
    )
    // Not the page itself without a value, nor a path one segment deeper.
    expect(await (await site.request('/client/activate')).text()).toContain('<title>Amply</title>')
    expect(await (await site.request('/client/activate/tok/more')).text()).toContain(
      '<title>Amply</title>',
    )
  })

  it('serve a prerendered page with its own policy, and the SPA shell for other routes', async () => {
    const site = app(await built())
    for (const url of ['/pricing', '/pricing/']) {
      const response = await site.request(url)
      expect(await response.text()).toContain('Plans')
      expect(directives(response)['script-src']).toEqual(["'self'", sha256(pricingScript)])
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
    for (const url of ['/dashboard/chat', '/pricing/annual', '/.hidden/pricing']) {
      const response = await site.request(url)
      expect(await response.text()).toContain('<div id="root">')
      expect(directives(response)['script-src']).toEqual(["'self'", sha256(themeScript)])
    }
  })

  it('serve every other path as a page: the web app knows no test routes', async () => {
    const response = await app(await built()).request('/__test/mailbox?to=a@b.co')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<div id="root">')
  })

  it('leave the backend and the AI service to the server', async () => {
    const site = app(await built())
    for (const url of ['/api/health', '/ai/chat/completions']) {
      const response = await site.request(url)
      expect(response.status, url).toBe(404)
      expect(await response.text(), url).not.toContain('<title>')
    }
  })

  it('give an HTML file asked for by name its policy too', async () => {
    const response = await app(await built()).request('/pricing/index.html')
    expect(directives(response)['script-src']).toEqual(["'self'", sha256(pricingScript)])
  })

  it('hash a page again when the build changes it', async () => {
    const dir = await built()
    const site = app(dir)
    await site.request('/')
    const changed = `document.title = 'changed'`
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><script>${changed}</script>`)
    const response = await site.request('/')
    expect(directives(response)['script-src']).toEqual(["'self'", sha256(changed)])
  })

  it('add the configured origins, Turnstile when it is on, and an upgrade over HTTPS', async () => {
    const response = await app(await built(), {
      connectOrigins: ['https://ai.example.com'],
      turnstile: true,
      https: true,
    }).request('/')
    const policy = directives(response)
    expect(policy['connect-src']).toEqual(["'self'", 'https://ai.example.com'])
    expect(policy['script-src']).toContain('https://challenges.cloudflare.com')
    expect(policy['frame-src']).toEqual(['https://challenges.cloudflare.com'])
    expect(policy['upgrade-insecure-requests']).toEqual([])
  })

  it('leave assets without a page policy, cached for a year', async () => {
    const response = await app(await built()).request('/assets/index-abc.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('send pages compressed as the browser accepts, Brotli first', async () => {
    const site = app(await built())
    const page = (encoding: string) =>
      site.request('/pricing', { headers: { 'accept-encoding': encoding } })
    const brotli = await page('gzip, deflate, br')
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toContain(
      '<title>Pricing</title>',
    )
    const gzip = await page('gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('Plans')
    const plain = await page('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('Plans')
  })

  it('serve the precompressed copy when the build wrote one and the browser accepts it', async () => {
    const dir = await built()
    await writeFile(
      path.join(dir, 'assets', 'index-abc.js.br'),
      brotliCompressSync('console.log(1)'),
    )
    const response = await app(dir).request('/assets/index-abc.js', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      'console.log(1)',
    )
  })
})
