import { existsSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { signedInUser } from '../../../test-support/account-flow'

const { db } = await createTestDatabase()
const dataDir = await mkdtemp(path.join(tmpdir(), 'amply-uploads-'))
afterAll(() => rm(dataDir, { recursive: true, force: true }))
const app = createTestApp(db, { DATA_DIR: dataDir })
const profileDir = path.join(dataDir, 'uploads', 'profile')

// Real, minimal images (1×1 pixel).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

const signIn = (email: string) => signedInUser(app, db, email)

function upload(token: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData()
  form.set('file', new Blob([bytes], { type }), name)
  return app.request('/api/client/image/upload', {
    method: 'POST',
    headers: bearer(token),
    body: form,
  })
}

describe('profile picture upload', () => {
  it('stores a PNG under DATA_DIR, sets profile_picture and serves it with its type and nosniff', async () => {
    const token = await signIn('picture-ok@example.com')
    const response = await upload(token, png, 'me.png', 'image/png')
    expect(response.status).toBe(200)
    const { profile_picture } = (await response.json()) as { profile_picture: string }
    expect(profile_picture).toMatch(/^\/api\/uploads\/profile\/[\w-]+\.png$/)
    expect(existsSync(path.join(profileDir, path.basename(profile_picture)))).toBe(true)

    const profile = await app.request('/api/auth/clients/profile', { headers: bearer(token) })
    expect(await profile.json()).toMatchObject({ profile_picture })

    const served = await app.request(profile_picture)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
  })

  it('names the file by its content: a GIF sent as .png is stored and served as a GIF', async () => {
    const token = await signIn('picture-gif@example.com')
    const response = await upload(token, gif, 'me.png', 'image/png')
    expect(response.status).toBe(200)
    const { profile_picture } = (await response.json()) as { profile_picture: string }
    expect(profile_picture).toMatch(/\.gif$/)
    const served = await app.request(profile_picture)
    expect(served.headers.get('content-type')).toBe('image/gif')
  })

  it('removes the replaced picture file', async () => {
    const token = await signIn('picture-replace@example.com')
    const first = (await (await upload(token, png, 'a.png', 'image/png')).json()) as {
      profile_picture: string
    }
    const second = await upload(token, gif, 'b.gif', 'image/gif')
    expect(second.status).toBe(200)
    expect(existsSync(path.join(profileDir, path.basename(first.profile_picture)))).toBe(false)
    expect((await app.request(first.profile_picture)).status).toBe(404)
  })

  it('refuses a disguised non-image (a script named .png sent as image/png) with 415', async () => {
    const token = await signIn('picture-script@example.com')
    const before = existsSync(profileDir) ? await readdir(profileDir) : []
    const script = new TextEncoder().encode('<script>alert(document.cookie)</script>')
    const response = await upload(token, script, 'avatar.png', 'image/png')
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      detail: 'The file is not a PNG, JPEG, GIF or WebP image.',
    })
    expect(existsSync(profileDir) ? await readdir(profileDir) : []).toEqual(before)
    const profile = await app.request('/api/auth/clients/profile', { headers: bearer(token) })
    expect(await profile.json()).toMatchObject({ profile_picture: null })
  })

  it('refuses an SVG (it can carry script) with 415', async () => {
    const token = await signIn('picture-svg@example.com')
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    )
    expect((await upload(token, svg, 'a.svg', 'image/svg+xml')).status).toBe(415)
  })

  it('refuses a file over the size limit with a clear 4xx', async () => {
    const token = await signIn('picture-big@example.com')
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set(png)
    const response = await upload(token, big, 'big.png', 'image/png')
    expect([413, 422]).toContain(response.status)
    expect(JSON.stringify(await response.json())).toMatch(/larger than|too large/)
  })

  it('refuses a body far over the limit with 413', async () => {
    const token = await signIn('picture-huge@example.com')
    const huge = new Uint8Array(MAX_UPLOAD_BYTES + 200_000)
    huge.set(png)
    const response = await upload(token, huge, 'huge.png', 'image/png')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      detail: `The file is too large: at most ${MAX_UPLOAD_BYTES} bytes.`,
    })
  })

  it('answers 413 from the announced size, before the body is sent', async () => {
    const token = await signIn('picture-announced@example.com')
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const outgoing = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/client/image/upload',
          headers: {
            ...bearer(token),
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(50 * MAX_UPLOAD_BYTES),
          },
        })
        outgoing.on('response', (incoming) => {
          resolve(incoming.statusCode)
          incoming.resume()
          outgoing.destroy()
        })
        outgoing.on('error', reject)
        // Only the first kilobyte of the announced 500 MB is ever sent.
        outgoing.write(Buffer.alloc(1024))
      })
      expect(status).toBe(413)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('needs a signed-in user', async () => {
    const form = new FormData()
    form.set('file', new Blob([png], { type: 'image/png' }), 'me.png')
    const response = await app.request('/api/client/image/upload', { method: 'POST', body: form })
    expect(response.status).toBe(401)
  })
})

describe('serving profile pictures', () => {
  it('answers 404 for names that are not stored pictures', async () => {
    for (const name of [
      'missing0000000000000000.png',
      '..%2F..%2Fetc%2Fpasswd',
      'a.html',
      'x.png',
    ]) {
      expect((await app.request(`/api/uploads/profile/${name}`)).status).toBe(404)
    }
  })
})
