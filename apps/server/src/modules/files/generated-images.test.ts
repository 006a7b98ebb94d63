import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { localFileStorage } from '../../lib/file-storage'
import { createLogger } from '../../lib/logger'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { getJson, signedInUser } from '../../../test-support/chat-flow'
import { createFileSweep } from './file-sweep'

// No provider configured: the offline demo makes the images, which are kept like any other.
const { db } = await createTestDatabase()
const uploads = await mkdtemp(path.join(tmpdir(), 'amply-gallery-'))
afterAll(() => rm(uploads, { recursive: true, force: true }))
const storage = localFileStorage(uploads)
const app = createTestApp(db, {}, { storage })
const token = await signedInUser(app, db, 'gallery@example.com')
const stranger = await signedInUser(app, db, 'gallery-other@example.com')

interface Image {
  id: string
  session_id: string
  url: string
  prompt: string
  revised_prompt: string
  style_id: number
  aspect_ratio: string
  size: string
}
interface ImagePage {
  items: Image[]
  total: number
}

async function generate(body: Record<string, unknown>, who = token) {
  const response = await app.request(
    '/ai/images/generations',
    jsonRequest('POST', { ai_model_id: 'amply-image-1', ...body }, bearer(who)),
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { session_id: string; images: Image[] }
}
const gallery = async (who = token, query = '') =>
  (await (await getJson(app, who, `/ai/images${query}`)).json()) as ImagePage

describe('the gallery of generated images', () => {
  it('keeps every image with what was asked, newest first, for its owner only', async () => {
    const first = await generate({ prompt: 'A lighthouse' })
    const second = await generate({
      prompt: 'Two foxes',
      n: 2,
      style_id: 13,
      aspect_ratio: '4:3',
      size: '1024X768',
    })
    expect(second.images).toHaveLength(2)
    expect(second.images[0]).toMatchObject({
      session_id: second.session_id,
      prompt: 'Two foxes',
      style_id: 13,
      aspect_ratio: '4:3',
      size: '1024X768',
    })
    expect(second.images[0]?.revised_prompt).toContain('watercolour')

    const page = await gallery()
    expect(page.total).toBe(3)
    expect(page.items.map((image) => image.id)).toEqual([
      ...second.images.map((image) => image.id),
      ...first.images.map((image) => image.id),
    ])
    expect((await gallery(token, '?page=2&page_size=2')).items.map((i) => i.id)).toEqual([
      first.images[0]?.id,
    ])
    expect((await gallery(stranger)).total).toBe(0)

    // The file is there after the answer, at its address, as an image that runs nothing.
    const served = await app.request(first.images[0]?.url ?? '')
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await served.text()).toContain('A lighthouse')
    expect((await app.request('/api/uploads/art/..%2Fprofile%2Fx.png')).status).toBe(404)
  })

  it('deletes an image of its owner (file included) and refuses anyone else (404)', async () => {
    const {
      images: [image],
    } = await generate({ prompt: 'A kite' })
    if (!image) throw new Error('No image was generated')
    const remove = (who: string, id = image.id) =>
      app.request(`/ai/images/${id}`, { method: 'DELETE', headers: bearer(who) })
    expect((await remove(stranger)).status).toBe(404)
    expect((await remove(token, 'not-a-uuid')).status).toBe(404)
    expect((await remove(token)).status).toBe(200)
    expect((await gallery()).items.some((i) => i.id === image.id)).toBe(false)
    expect((await app.request(image.url)).status).toBe(404)
  })

  it('leaves kept images to the sweep, which removes only files no row names', async () => {
    const { images } = await generate({ prompt: 'A harbour' })
    await storage.put(
      'art/00000000-0000-4000-8000-000000000000.png',
      new Uint8Array([1]),
      'image/png',
    )
    const later = createFileSweep({
      db,
      storage,
      logger: createLogger('error'),
      now: () => Date.now() + 25 * 3_600_000,
    })
    expect(await later.sweep()).toMatchObject({ objects: 1 })
    expect((await app.request(images[0]?.url ?? '')).status).toBe(200)
  })
})
