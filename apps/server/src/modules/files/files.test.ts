import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { ask, chatBody, getJson, readEvents, signedInUser } from '../../../test-support/chat-flow'
import {
  fakePngBase64,
  startFakeOpenAiServer,
} from '../../../test-support/fakes/fake-openai-server'
import { catalogWith, catalogWithFields } from '../../../test-support/test-catalog'
import { docxWithText, pdfWithText, pngBytes } from '../../../test-support/test-documents'

const { db } = await createTestDatabase()
const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
const app = createTestApp(db, { OPENAI_BASE_URL: fake.baseUrl })
const token = await signedInUser(app, db, 'reader@example.com')
const stranger = await signedInUser(app, db, 'other@example.com')

function upload(
  path: string,
  bytes: Uint8Array,
  name: string,
  who = token,
  extra: Record<string, string> = {},
) {
  const form = new FormData()
  form.set('file', new File([bytes], name))
  for (const [key, value] of Object.entries(extra)) form.set(key, value)
  return app.request(path, { method: 'POST', body: form, headers: bearer(who) })
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const systemPrompt = () => {
  const system = fake.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content
  return typeof system === 'string' ? system : ''
}

describe('documents for the reader', () => {
  it.each([
    ['notes.txt', utf8('Plain notes about otters.'), 'text/plain', 'Plain notes about otters.'],
    [
      'notes.md',
      utf8('# Otters\n\nThey hold hands.'),
      'text/markdown',
      '# Otters\n\nThey hold hands.',
    ],
    ['report.pdf', pdfWithText('Otters in PDF'), 'application/pdf', 'Otters in PDF'],
    [
      'report.docx',
      docxWithText('Otters in Word'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'Otters in Word',
    ],
  ])('reads the text of %s', async (name, bytes, type, text) => {
    const response = await upload('/ai/chat/file', bytes, name)
    expect(response.status).toBe(200)
    const file = (await response.json()) as {
      file_id: string
      content_type: string
      text_length: number
    }
    expect(file.content_type).toBe(type)
    expect(file.text_length).toBe(text.length)
    // Asked about with file_ids, its text reaches the model.
    await readEvents(
      await ask(
        app,
        token,
        chatBody('What is it about?', {
          action: { type: 'read' },
          ai_model_id: 'amply-read-1',
          file_ids: [file.file_id],
        }),
      ),
    )
    expect(systemPrompt()).toContain(text)
  })

  it('refuses other types (415) and documents without text (422)', async () => {
    expect((await upload('/ai/chat/file', pngBytes, 'picture.txt')).status).toBe(415)
    expect((await upload('/ai/chat/file', utf8('   '), 'empty.txt')).status).toBe(422)
    expect(
      (await upload('/ai/chat/file', new Uint8Array([0xff, 0xfe, 0x00]), 'bad.txt')).status,
    ).toBe(415)
  })

  it('refuses a file larger than the upload limit (413), counted while it streams', async () => {
    const response = await upload('/ai/chat/file', new Uint8Array(MAX_UPLOAD_BYTES + 1), 'big.txt')
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      detail: `The file is too large: at most ${String(MAX_UPLOAD_BYTES)} bytes.`,
    })
  })

  it("never answers from another user's document", async () => {
    const mine = (await (
      await upload('/ai/chat/file', utf8('Secret plans of the otters.'), 's.txt')
    ).json()) as {
      file_id: string
    }
    await readEvents(await ask(app, stranger, chatBody('Tell me', { file_ids: [mine.file_id] })))
    expect(systemPrompt()).not.toContain('Secret plans')
  })

  it('answers a question sent with its document as a stream (chat/completions/file)', async () => {
    const response = await upload(
      '/ai/chat/completions/file',
      utf8('The otter is called Pip.'),
      'pip.txt',
      token,
      {
        payload: JSON.stringify(
          chatBody('What is the otter called?', { action: { type: 'read' } }),
        ),
      },
    )
    expect(response.status).toBe(200)
    const events = await readEvents(response)
    expect(events[0]?.session_id).toBeDefined()
    expect(systemPrompt()).toContain('The otter is called Pip.')
    const bad = await upload('/ai/chat/completions/file', utf8('x'), 'x.txt', token, {
      payload: '{',
    })
    expect(bad.status).toBe(422)
  })
})

const generate = (body: Record<string, unknown>) =>
  app.request(
    '/ai/images/generations',
    jsonRequest('POST', { ai_model_id: 'amply-image-1', ...body }, bearer(token)),
  )

async function queriesUsed(group: string) {
  const month = (await (await getJson(app, token, '/api/client/month_usage')).json()) as {
    groups: { query_credit_group_name: string; used: number }[]
  }
  return month.groups.find((g) => g.query_credit_group_name === group)?.used ?? 0
}
const imageQueriesUsed = () => queriesUsed('Image')

describe('media', () => {
  it('takes PNG, JPEG, WebP and GIF images and refuses anything else (415)', async () => {
    const image = await upload('/ai/chat/image', pngBytes, 'dot.png')
    expect(image.status).toBe(200)
    expect(await image.json()).toMatchObject({ content_type: 'image/png', size: pngBytes.length })
    expect((await upload('/ai/chat/image', utf8('not an image'), 'fake.png')).status).toBe(415)
  })

  it('generates images with the provider, metered in the Image group', async () => {
    const response = await generate({ prompt: 'An otter', n: 2, style_id: 11 })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { images: { url: string; revised_prompt: string }[] }
    expect(body.images).toHaveLength(2)
    // Kept in the storage and served from there, with the bytes the provider made.
    for (const image of body.images) {
      expect(image.url).toMatch(/^\/api\/uploads\/art\/[0-9a-f-]{36}\.png$/)
      const served = await app.request(image.url)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(fakePngBase64)
    }
    expect(fake.requests.at(-1)).toMatchObject({ model: 'gpt-image-1' })
    expect(fake.requests.at(-1)?.messages[0]?.content).toContain('a realistic photograph')
    expect(await imageQueriesUsed()).toBe(1)
  })

  it('answers a provider failure as its status and gives the query back', async () => {
    const before = await imageQueriesUsed()
    expect((await generate({ prompt: '[status:429] An otter' })).status).toBe(429)
    expect((await generate({ prompt: '[status:500] An otter' })).status).toBe(500)
    expect(await imageQueriesUsed()).toBe(before)
  })

  it('refuses an unknown style or an aspect ratio the model does not make (422)', async () => {
    expect((await generate({ prompt: 'x', style_id: 999 })).status).toBe(422)
    expect((await generate({ prompt: 'x', aspect_ratio: '7:3' })).status).toBe(422)
  })

  it('refuses a size the model does not make (400 on the size field): nothing made, kept or charged', async () => {
    const images = async () =>
      ((await (await getJson(app, token, '/ai/images')).json()) as { total: number }).total
    const [before, used, asked] = [await images(), await imageQueriesUsed(), fake.requests.length]
    for (const [aspect_ratio, size] of [
      ['1:1', '99999999X99999999'],
      ['1:1', '1792X1024'],
      ['16:9', '1024X1024'],
    ]) {
      const response = await generate({ prompt: 'An otter', aspect_ratio, size })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        detail: [
          {
            loc: ['body', 'size'],
            msg: `This model does not make ${String(size)} images at ${String(aspect_ratio)}. It makes 1024X1024 (1:1), 1792X1024 (16:9), 1024X1792 (9:16), 1024X768 (4:3), 768X1024 (3:4).`,
            type: 'size_not_offered',
          },
        ],
      })
    }
    expect([await images(), await imageQueriesUsed(), fake.requests.length]).toEqual([
      before,
      used,
      asked,
    ])
  })

  it('transcribes speech with the provider, metered in the transcription group', async () => {
    const before = await queriesUsed('Standard')
    const response = await upload('/ai/audio/transcriptions', utf8('RIFF....WAVE'), 'voice.wav')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      text: 'Fake transcript of a 12-byte upload by whisper-1.',
    })
    expect(await queriesUsed('Standard')).toBe(before + 1)
  })

  it('gives a transcription back to the allowance when the provider fails', async () => {
    const before = await queriesUsed('Standard')
    const failed = await upload('/ai/audio/transcriptions', utf8('[status:500]'), 'voice.wav')
    expect(failed.status).toBe(500)
    expect(await queriesUsed('Standard')).toBe(before)
  })

  it('refuses a transcription once the allowance is used up (402)', async () => {
    const limited = createTestApp(db, {
      OPENAI_BASE_URL: fake.baseUrl,
      AI_MODELS_FILE: catalogWithFields({ transcription_credit_group: 'Image' }),
    })
    const voice = await signedInUser(limited, db, 'voice@example.com')
    const transcribe = () => {
      const form = new FormData()
      form.set('file', new File([utf8('RIFF....WAVE')], 'voice.wav'))
      return limited.request('/ai/audio/transcriptions', {
        method: 'POST',
        body: form,
        headers: bearer(voice),
      })
    }
    // The trial's Image allowance: 5 a day.
    for (let n = 0; n < 5; n++) expect((await transcribe()).status).toBe(200)
    expect((await transcribe()).status).toBe(402)
  })
})

describe('presets', () => {
  it('lists the image styles with Auto as id 10', async () => {
    const styles = (await (await getJson(app, token, '/api/client/image_style')).json()) as {
      id: number
      name: string
    }[]
    expect(styles.find((s) => s.id === 10)?.name).toBe('Auto')
  })

  it('lists the preset prompts, filtered by tool', async () => {
    const write = (await (await getJson(app, token, '/api/client/prompts?tool=write')).json()) as {
      tool: string
    }[]
    expect(write.length).toBeGreaterThan(0)
    expect(write.every((p) => p.tool === 'write')).toBe(true)
  })
})

// A catalog where the multimodal model is served by the OpenAI-compatible fake.
const visionCatalog = catalogWith('gemini-2.5-flash', {
  provider: 'openai',
  upstream_model: 'fake-vision',
})

describe('images for a multimodal model', () => {
  it('sends the uploaded image with the question to a multimodal model, and not to others', async () => {
    const visionApp = createTestApp(db, {
      OPENAI_BASE_URL: fake.baseUrl,
      AI_MODELS_FILE: visionCatalog,
    })
    const image = (await (await upload('/ai/chat/image', pngBytes, 'dot.png')).json()) as {
      file_id: string
    }
    await readEvents(
      await ask(
        visionApp,
        token,
        chatBody('What is this?', { ai_model_id: 'gemini-2.5-flash', file_ids: [image.file_id] }),
      ),
    )
    const question = fake.requests.at(-1)?.messages.at(-1)?.content as {
      type: string
      image_url?: { url: string }
    }[]
    expect(fake.requests.at(-1)?.model).toBe('fake-vision')
    expect(question.map((part) => part.type)).toEqual(['text', 'image_url'])
    expect(question[1]?.image_url?.url).toMatch(/^data:image\/png;base64,/)

    await readEvents(
      await ask(visionApp, token, chatBody('And now?', { file_ids: [image.file_id] })),
    )
    expect(fake.requests.at(-1)?.messages.at(-1)?.content).toBe('And now?')
  })
})
