import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { signedInUser } from '../../../test-support/chat-flow'

// No provider configured: the offline demo answers images and speech.
const { db } = await createTestDatabase()
const app = createTestApp(db)
const token = await signedInUser(app, db, 'demo-media@example.com')

describe('the demo media provider', () => {
  it('generates placeholder images of the asked size that say what they are', async () => {
    const response = await app.request(
      '/ai/images/generations',
      jsonRequest(
        'POST',
        {
          ai_model_id: 'amply-image-1',
          prompt: 'An otter',
          n: 2,
          aspect_ratio: '16:9',
          size: '1792X1024',
        },
        bearer(token),
      ),
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { images: { url: string }[] }
    expect(body.images).toHaveLength(2)
    const served = await app.request(body.images[0]?.url ?? '')
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await served.text()
    expect(svg).toContain('width="1792" height="1024"')
    expect(svg).toContain('placeholder, not a generated image')
    expect(body.images[0]?.url).not.toBe(body.images[1]?.url)
  })

  it('answers transcription with a fixed text that says it is the demo', async () => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'voice.wav'))
    const response = await app.request('/ai/audio/transcriptions', {
      method: 'POST',
      body: form,
      headers: bearer(token),
    })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { text: string }).text).toMatch(/offline demo/)
  })
})
