import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  ask,
  chatBody,
  getJson,
  joined,
  readEvents,
  signedInUser,
} from '../../../test-support/chat-flow'
import { catalogWith } from '../../../test-support/test-catalog'
import { startFakeOpenAiServer } from '../../../test-support/fakes/fake-openai-server'
import { docxWithText, pdfWithText } from '../../../test-support/test-documents'

// The reader with the offline demo (it cites the part that matches best), and a model with a
// small context behind the fake OpenAI server, to see what a long document sends.
const { db } = await createTestDatabase()
const demo = createTestApp(db)
const fake = await startFakeOpenAiServer()
afterAll(() => fake.close())
const small = createTestApp(db, {
  OPENAI_BASE_URL: fake.baseUrl,
  AI_MODELS_FILE: catalogWith('amply-read-1', { context_tokens: 7000 }),
})
const token = await signedInUser(demo, db, 'read-demo@example.com')
const stranger = await signedInUser(demo, db, 'read-other@example.com')

async function upload(app: typeof demo, bytes: Uint8Array, name: string) {
  const form = new FormData()
  form.set('file', new File([bytes], name))
  const response = await app.request('/ai/chat/file', {
    method: 'POST',
    body: form,
    headers: bearer(token),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { file_id: string }).file_id
}

const readBody = (question: string, fileId: string, option?: string) =>
  chatBody(question, {
    ai_model_id: 'amply-read-1',
    action: { type: 'read', ...(option ? { option } : {}) },
    file_ids: [fileId],
  })

describe('the reader', () => {
  it.each([
    ['a PDF', pdfWithText('The lighthouse keeper is called Ada'), 'keeper.pdf'],
    ['a Word document', docxWithText('The lighthouse keeper is called Ada'), 'keeper.docx'],
  ])('answers a question about %s, citing the part it comes from', async (_, bytes, name) => {
    const fileId = await upload(demo, bytes, name)
    const events = await readEvents(
      await ask(demo, token, readBody('Who keeps the lighthouse?', fileId)),
    )
    const answer = joined(events, 'content')
    expect(answer).toContain('[Part 1]')
    expect(answer).toContain('The lighthouse keeper is called Ada')
    // Short enough to be read whole: no note.
    expect(answer).not.toContain('amply:read')

    const document = (await (await getJson(demo, token, `/ai/chat/file/${fileId}`)).json()) as {
      file_name: string
      parts: string[]
    }
    expect(document).toMatchObject({
      file_name: name,
      parts: ['The lighthouse keeper is called Ada'],
    })
    expect((await getJson(demo, stranger, `/ai/chat/file/${fileId}`)).status).toBe(404)
  })

  it('reads a document longer than the context in part, and says which parts', async () => {
    // About 60 parts of 1,500 characters; the model reads about 3,000 characters.
    const sections = Array.from(
      { length: 60 },
      (_, n) => `Section ${String(n + 1)}. ${'Ordinary words fill this section. '.repeat(42)}`,
    )
    sections[41] = `Section 42. The treasure is buried under the old harbour crane. ${'More. '.repeat(200)}`
    const fileId = await upload(small, new TextEncoder().encode(sections.join('\n\n')), 'long.txt')

    const summary = await readEvents(
      await ask(small, token, readBody('Summarize this document.', fileId, 'summary')),
    )
    const summaryText = joined(summary, 'content')
    expect(summaryText).toMatch(/^<!-- amply:read parts="1(,2)?" of="60" -->\n\n/)
    const system = fake.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content
    expect(system).toContain('you see only parts')
    expect(system).toContain('Section 1.')
    expect(system).not.toContain('Section 42.')

    const question = await readEvents(
      await ask(small, token, readBody('Where is the treasure buried?', fileId)),
    )
    expect(joined(question, 'content')).toMatch(
      /^<!-- amply:read parts="[\d,]*42[\d,]*" of="60" -->/,
    )
    expect(fake.requests.at(-1)?.messages.find((m) => m.role === 'system')?.content).toContain(
      'old harbour crane',
    )

    // The note is kept with the answer: the history shows it after a reload.
    const sessionId = question[0]?.session_id ?? ''
    const stored = (await (await getJson(small, token, `/ai/history/${sessionId}`)).json()) as {
      messages: { role: string; content: string }[]
    }
    expect(stored.messages.find((m) => m.role === 'assistant')?.content).toMatch(
      /^<!-- amply:read parts=/,
    )
  })

  it("a reading's stored conversation names its document, so it reopens with it", async () => {
    const fileId = await upload(demo, pdfWithText('The tide turns at noon'), 'tides.pdf')
    const summary = await readEvents(
      await ask(demo, token, readBody('Summarize this document.', fileId, 'summary')),
    )
    const sessionId = summary[0]?.session_id ?? ''
    await readEvents(
      await ask(
        demo,
        token,
        chatBody('When does the tide turn?', {
          ai_model_id: 'amply-read-1',
          action: { type: 'read' },
          file_ids: [fileId],
          session_id: sessionId,
        }),
      ),
    )
    const detail = (await (await getJson(demo, token, `/ai/history/${sessionId}`)).json()) as {
      tool: string
      title: string
      file_ids: string[]
      messages: unknown[]
    }
    expect(detail).toMatchObject({ tool: 'read', title: 'tides.pdf', file_ids: [fileId] })
    expect(detail.messages).toHaveLength(4)

    const chat = await readEvents(await ask(demo, token, chatBody('No file here')))
    const plain = (await (
      await getJson(demo, token, `/ai/history/${chat[0]?.session_id ?? ''}`)
    ).json()) as { file_ids: string[] }
    expect(plain.file_ids).toEqual([])
  })
})
