import type { ChatMessage, ConversationDetail, SharedConversation } from '@amply/api/entities/chat'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { ask, chatBody, getJson, readEvents, signedInUser } from '../../../test-support/chat-flow'
import { createTestDatabase } from '../../../test-support/database'
import { pngBytes } from '../../../test-support/test-documents'

const { db } = await createTestDatabase()
const app = createTestApp(db)
const owner = await signedInUser(app, db, 'sender@example.com')
const stranger = await signedInUser(app, db, 'stranger@example.com')

async function upload(path: string, bytes: Uint8Array, name: string) {
  const form = new FormData()
  form.set('file', new File([bytes], name))
  const response = await app.request(path, { method: 'POST', body: form, headers: bearer(owner) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { file_id: string }).file_id
}

const notes = new TextEncoder().encode('Otters hold hands while they sleep.')
const questionsOf = (messages: ChatMessage[]) => messages.filter((m) => m.role === 'user')

/** A conversation whose first question was asked with a document and an image. */
async function conversationWithFiles() {
  const documentId = await upload('/ai/chat/file', notes, 'otters.txt')
  const imageId = await upload('/ai/chat/image', pngBytes, 'dot.png')
  const first = await readEvents(
    await ask(app, owner, chatBody('What do these show?', { file_ids: [documentId, imageId] })),
  )
  const sessionId = first[0]?.session_id ?? ''
  const answerId = first[0]?.chat_id ?? ''
  await readEvents(
    await ask(app, owner, {
      ...chatBody('And without them?'),
      session_id: sessionId,
      messages: [
        { role: 'user', content: 'What do these show?', chat_id: first[0]?.user_chat_id },
        { role: 'assistant', content: '', chat_id: answerId },
        { role: 'user', content: 'And without them?' },
      ],
    }),
  )
  return { sessionId, documentId, imageId }
}

describe('the files a question was asked with', () => {
  it('stay on that question when the conversation is opened again', async () => {
    const { sessionId, documentId, imageId } = await conversationWithFiles()
    const detail = (await (
      await getJson(app, owner, `/ai/history/${sessionId}`)
    ).json()) as ConversationDetail
    const [first, second] = questionsOf(detail.messages)
    expect(first?.files).toEqual([
      {
        file_id: documentId,
        file_name: 'otters.txt',
        content_type: 'text/plain',
        kind: 'document',
        size: notes.byteLength,
      },
      {
        file_id: imageId,
        file_name: 'dot.png',
        content_type: 'image/png',
        kind: 'image',
        size: pngBytes.byteLength,
      },
    ])
    expect(second?.files).toEqual([])
    expect(detail.messages.filter((m) => m.role === 'assistant').flatMap((m) => m.files)).toEqual(
      [],
    )
  })

  it('show in a share by name, kind and size, never by an id that opens them', async () => {
    const { sessionId } = await conversationWithFiles()
    const made = (await (
      await app.request(
        '/ai/share',
        jsonRequest('POST', { session_id: sessionId, share_type: 'chat' }, bearer(owner)),
      )
    ).json()) as { share_id: string }
    const shared = (await (
      await app.request(`/ai/share/chat/${made.share_id}`)
    ).json()) as SharedConversation
    expect(questionsOf(shared.messages)[0]?.files).toEqual([
      expect.objectContaining({ file_id: null, file_name: 'otters.txt', kind: 'document' }),
      expect.objectContaining({ file_id: null, file_name: 'dot.png', kind: 'image' }),
    ])
  })

  it("opens an image for its owner only, as its bytes; a document's id is no image", async () => {
    const { documentId, imageId } = await conversationWithFiles()
    const mine = await getJson(app, owner, `/ai/chat/image/${imageId}`)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pngBytes)
    expect((await getJson(app, stranger, `/ai/chat/image/${imageId}`)).status).toBe(404)
    expect((await getJson(app, owner, `/ai/chat/image/${documentId}`)).status).toBe(404)
    expect((await getJson(app, owner, '/ai/chat/image/not-an-id')).status).toBe(404)
  })
})
