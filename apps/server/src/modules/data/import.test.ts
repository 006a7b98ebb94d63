import type { ConversationDetail } from '@amply/api/entities/chat'
import { importJobSchema } from '@amply/api/entities/data-transfer'
import type { ImportJob } from '@amply/api/entities/data-transfer'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chatFiles, conversations } from '../../db/schema/ai-gateway'
import { users } from '../../db/schema/auth'
import { importJobs } from '../../db/schema/data-transfers'
import { readObject } from '../../lib/file-storage'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest, password } from '../../../test-support/auth-flow'
import {
  ask,
  chatBody,
  getJson,
  joined,
  readEvents,
  signedInUser,
} from '../../../test-support/chat-flow'
import { createTestDatabase } from '../../../test-support/database'
import {
  chatgptConversation,
  claudeConversation,
  zipOf,
} from '@amply/test-services/export-fixtures'
import { startS3Server } from '../../../test-support/s3-server'
import { pngBytes } from '../../../test-support/test-documents'

const { db } = await createTestDatabase()
const s3 = await startS3Server()
const bucket = await s3.bucket()
const app = createTestApp(db, { ...bucket.env, DEMO_STREAM_DELAY_MS: '0' })

const upload = (
  token: string,
  body: RequestInit['body'],
  fileName: string,
  headers: Record<string, string> = {},
) =>
  app.request(`/api/data/imports?file_name=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    body,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream', ...headers },
  })

async function preview(
  token: string,
  body: RequestInit['body'],
  fileName: string,
): Promise<ImportJob> {
  const response = await upload(token, body, fileName)
  expect(response.status, await response.clone().text()).toBe(201)
  return importJobSchema.parse(await response.json())
}

/** Starts a previewed import and waits until the server has finished it. */
async function runImport(token: string, job: ImportJob): Promise<ImportJob> {
  const started = await app.request(`/api/data/imports/${job.import_id}/start`, {
    method: 'POST',
    headers: bearer(token),
  })
  expect(started.status).toBe(200)
  let current = job
  await expect
    .poll(
      async () => {
        current = importJobSchema.parse(
          await (await getJson(app, token, `/api/data/imports/${job.import_id}`)).json(),
        )
        return current.status
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe('done')
  return current
}

const userIdOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? ''

const conversationsOf = async (email: string) =>
  db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, await userIdOf(email)))

const detail = async (token: string, sessionId: string) =>
  (await (await getJson(app, token, `/ai/history/${sessionId}`)).json()) as ConversationDetail

/** The tree as text: each message under its parent, children in order, with its model. */
function treeOf(messages: ConversationDetail['messages']): string[] {
  const lines: string[] = []
  const walk = (parent: string | null, depth: number) => {
    for (const message of messages.filter((m) => m.parent_id === parent)) {
      const model = message.model ? ` [${message.model}]` : ''
      lines.push(`${'  '.repeat(depth)}${message.role}: ${message.content}${model}`)
      walk(message.chat_id, depth + 1)
    }
  }
  walk(null, 0)
  return lines
}

const otters = chatgptConversation({
  id: 'chatgpt-otters',
  title: 'Otters',
  created: '2024-01-01T10:00:00Z',
  updated: '2024-01-01T10:05:00Z',
  nodes: [
    { id: 'root', parent: null },
    { id: 'sys', parent: 'root', role: 'system', text: 'You are ChatGPT', hidden: true },
    {
      id: 'u1',
      parent: 'sys',
      role: 'user',
      text: 'Tell me about otters',
      at: '2024-01-01T10:00:00Z',
    },
    {
      id: 'a1',
      parent: 'u1',
      role: 'assistant',
      text: 'Otters are mustelids.',
      model: 'gpt-4',
      at: '2024-01-01T10:00:05Z',
    },
    {
      id: 'a1b',
      parent: 'u1',
      role: 'assistant',
      text: 'Otters hold hands.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      model: 'gpt-4o',
      at: '2024-01-01T10:01:00Z',
    },
    { id: 'u2', parent: 'a1b', role: 'user', text: 'Show code', at: '2024-01-01T10:02:00Z' },
    {
      id: 'a2',
      parent: 'u2',
      role: 'assistant',
      content: { content_type: 'code', language: 'python', text: 'print(1)' },
      model: 'gpt-4o',
      at: '2024-01-01T10:02:10Z',
    },
    {
      id: 'u2b',
      parent: 'a1b',
      role: 'user',
      text: 'Show code in JS <script>alert(1)</script>',
      at: '2024-01-01T10:03:00Z',
    },
    {
      id: 'call',
      parent: 'u2b',
      role: 'assistant',
      text: "search('otters')",
      recipient: 'browser',
      at: '2024-01-01T10:03:01Z',
    },
    {
      id: 'tool',
      parent: 'call',
      role: 'tool',
      name: 'browser',
      text: 'results',
      at: '2024-01-01T10:03:02Z',
    },
    {
      id: 'a3',
      parent: 'tool',
      role: 'assistant',
      text: 'console.log(1)',
      model: 'o1-preview',
      at: '2024-01-01T10:03:10Z',
    },
    {
      id: 'u3',
      parent: 'a3',
      role: 'user',
      content: {
        content_type: 'multimodal_text',
        parts: [
          {
            content_type: 'image_asset_pointer',
            asset_pointer: 'file-service://file-Present1',
            size_bytes: 67,
          },
          {
            content_type: 'image_asset_pointer',
            asset_pointer: 'file-service://file-Absent2',
            size_bytes: 99,
          },
          'Look at these',
        ],
      },
      at: '2024-01-01T10:04:00Z',
    },
    {
      id: 'a4',
      parent: 'u3',
      role: 'assistant',
      text: 'A nice otter.',
      model: 'gpt-4o',
      at: '2024-01-01T10:04:10Z',
    },
    {
      id: 'odd',
      parent: 'a4',
      role: 'assistant',
      content: { content_type: 'tether_browsing_display', result: '' },
      at: '2024-01-01T10:04:20Z',
    },
  ],
})

const second = chatgptConversation({
  id: 'chatgpt-second',
  title: 'Second',
  created: '2023-05-01T08:00:00Z',
  updated: '2023-05-02T08:00:00Z',
  nodes: [
    { id: 'r', parent: null },
    { id: 'q', parent: 'r', role: 'user', text: 'Hi', at: '2023-05-01T08:00:00Z' },
    {
      id: 'x',
      parent: 'q',
      role: 'assistant',
      text: 'Hello!',
      model: 'text-davinci-002',
      at: '2023-05-01T08:00:02Z',
    },
  ],
})

const chatgptZip = () =>
  zipOf([
    { name: 'conversations.json', data: JSON.stringify([otters, second]) },
    { name: 'file-Present1-otter.png', data: pngBytes },
    { name: 'chat.html', data: '<html></html>' },
    { name: 'user.json', data: '{"id":"user-1"}' },
  ])

describe('importing a ChatGPT export', () => {
  it('previews first, stores nothing until started, then keeps every branch, model, code and image', async () => {
    const email = 'chatgpt-import@example.com'
    const token = await signedInUser(app, db, email)
    const job = await preview(token, chatgptZip(), 'chatgpt-export.zip')
    expect(job).toMatchObject({
      status: 'ready',
      source: 'chatgpt',
      file_name: 'chatgpt-export.zip',
      conversations: 2,
      messages: 11,
      oldest: '2023-05-01T08:00:00.000Z',
      newest: '2024-01-01T10:05:00.000Z',
      already_imported: 0,
      done: 0,
      imported: 0,
    })
    expect(await conversationsOf(email)).toEqual([])

    const done = await runImport(token, job)
    expect(done).toMatchObject({ status: 'done', done: 2, imported: 2, error: null })
    expect(done.missing.map((part) => `${part.what}: ${part.reason}`).sort()).toEqual(
      [
        'Otters: image file-Absent2 (not in the export)',
        'Otters: tether_browsing_display message',
        'Otters: tool call browser',
        'Otters: tool result browser',
      ].sort(),
    )

    const stored = await conversationsOf(email)
    const row = stored.find((conversation) => conversation.sourceId === 'chatgpt-otters')
    expect(row).toMatchObject({
      title: 'Otters',
      tool: 'chat',
      importedFrom: 'chatgpt',
      createdAt: new Date('2024-01-01T10:00:00Z'),
      updatedAt: new Date('2024-01-01T10:05:00Z'),
    })
    const conversation = await detail(token, row?.id ?? '')
    expect(conversation.imported_from).toBe('chatgpt')
    expect(treeOf(conversation.messages)).toEqual([
      'user: Tell me about otters',
      '  assistant: Otters are mustelids. [gpt-4]',
      '  assistant: Otters hold hands.\n\n| a | b |\n|---|---|\n| 1 | 2 | [gpt-4o]',
      '    user: Show code',
      '      assistant: ```python\nprint(1)\n``` [gpt-4o]',
      '    user: Show code in JS <script>alert(1)</script>',
      '      assistant: console.log(1) [o1-preview]',
      '        user: Look at these',
      '          assistant: A nice otter. [gpt-4o]',
    ])
    const times = new Map(conversation.messages.map((m) => [m.content, m.created_at]))
    expect(times.get('Otters are mustelids.')).toBe('2024-01-01T10:00:05.000Z')

    // The image the zip holds is in the storage, attached to its question.
    const [image] = await db
      .select()
      .from(chatFiles)
      .where(eq(chatFiles.userId, await userIdOf(email)))
    expect(image).toMatchObject({
      kind: 'image',
      name: 'file-Present1-otter.png',
      mimeType: 'image/png',
    })
    expect(await readObject(bucket.storage, image?.storageKey ?? '')).toEqual(pngBytes)
    expect(conversation.file_ids).toEqual([image?.id])

    // Marked in the history, and found by its words at once.
    const history = (await (await getJson(app, token, '/ai/history?search=mustelids')).json()) as {
      items: { session_id: string; imported_from: string | null }[]
    }
    expect(history.items).toEqual([
      expect.objectContaining({ session_id: row?.id, imported_from: 'chatgpt' }),
    ])
    // The import's file is gone from the storage once done.
    expect(await bucket.storage.get(`imports/${job.import_id}`)).toBeNull()
  })

  it('brings nothing in twice: a second import of the same export only fills what is missing', async () => {
    const email = 'chatgpt-twice@example.com'
    const token = await signedInUser(app, db, email)
    await runImport(token, await preview(token, chatgptZip(), 'export.zip'))
    const first = await conversationsOf(email)
    expect(first).toHaveLength(2)

    const again = await preview(token, chatgptZip(), 'export.zip')
    expect(again).toMatchObject({ conversations: 2, already_imported: 2 })
    expect(await runImport(token, again)).toMatchObject({ done: 2, imported: 0 })
    expect(await conversationsOf(email)).toHaveLength(2)

    // A conversation lost since (deleted, or an import cut off before it) comes back alone.
    const removed = first.find((row) => row.sourceId === 'chatgpt-second')
    await app.request(`/ai/history/${removed?.id ?? ''}`, {
      method: 'DELETE',
      headers: bearer(token),
    })
    const third = await preview(token, JSON.stringify([otters, second]), 'conversations.json')
    expect(third).toMatchObject({ already_imported: 1 })
    expect(await runImport(token, third)).toMatchObject({ imported: 1 })
    expect((await conversationsOf(email)).map((row) => row.sourceId).sort()).toEqual([
      'chatgpt-otters',
      'chatgpt-second',
    ])
  })
})

describe('importing a Claude export', () => {
  it('keeps edits as siblings, thinking as reasoning, documents as files, and names tool calls', async () => {
    const email = 'claude-import@example.com'
    const token = await signedInUser(app, db, email)
    const file = JSON.stringify([
      claudeConversation({
        uuid: 'claude-1',
        name: 'Poems',
        created: '2024-03-01T09:00:00Z',
        messages: [
          {
            uuid: 'h1',
            parent: null,
            sender: 'human',
            text: 'A haiku about rain',
            at: '2024-03-01T09:00:00Z',
            attachments: [{ file_name: 'notes.txt', extracted_content: 'Rain in April' }],
            files: [{ file_name: 'photo.jpg' }],
          },
          {
            uuid: 'c1',
            parent: 'h1',
            sender: 'assistant',
            text: 'Soft rain on the roof',
            thinking: 'Five, seven, five.',
            at: '2024-03-01T09:00:05Z',
          },
          {
            uuid: 'h2',
            parent: 'c1',
            sender: 'human',
            text: 'Shorter',
            at: '2024-03-01T09:01:00Z',
          },
          {
            uuid: 'h2b',
            parent: 'c1',
            sender: 'human',
            text: 'Longer',
            at: '2024-03-01T09:02:00Z',
          },
          {
            uuid: 'c2',
            parent: 'h2b',
            sender: 'assistant',
            text: 'Rain, rain, rain',
            at: '2024-03-01T09:02:05Z',
            toolUse: 'web_search',
          },
        ],
      }),
    ])
    const job = await preview(token, file, 'conversations.json')
    expect(job).toMatchObject({ source: 'claude', conversations: 1, messages: 5 })
    const done = await runImport(token, job)
    expect(done.missing).toEqual([
      { what: 'Poems', reason: 'file photo.jpg (not in the export)' },
      { what: 'Poems', reason: 'tool use web_search' },
    ])
    const [row] = await conversationsOf(email)
    expect(row).toMatchObject({ title: 'Poems', importedFrom: 'claude', sourceId: 'claude-1' })
    const conversation = await detail(token, row?.id ?? '')
    expect(treeOf(conversation.messages)).toEqual([
      'user: A haiku about rain',
      '  assistant: Soft rain on the roof [Claude]',
      '    user: Shorter',
      '    user: Longer',
      '      assistant: Rain, rain, rain [Claude]',
    ])
    expect(conversation.messages[1]?.reasoning_content).toBe('Five, seven, five.')
    const [document] = await db
      .select()
      .from(chatFiles)
      .where(eq(chatFiles.userId, await userIdOf(email)))
    expect(document).toMatchObject({
      kind: 'document',
      name: 'notes.txt',
      content: 'Rain in April',
    })
  })
})

const badEmail = 'bad-input@example.com'
const badToken = await signedInUser(app, db, badEmail)

describe('refusing bad input, storing nothing', () => {
  const email = badEmail
  const token = badToken
  const nothingStored = async () => {
    const userId = await userIdOf(email)
    expect(await conversationsOf(email)).toEqual([])
    const [jobs] = await db
      .select({ n: count() })
      .from(importJobs)
      .where(eq(importJobs.userId, userId))
    expect(jobs?.n).toBe(0)
    const left: string[] = []
    for await (const object of bucket.storage.list('imports')) left.push(object.key)
    expect(left).toEqual([])
  }
  const refused = async (
    body: RequestInit['body'],
    fileName: string,
    status: number,
    detail: RegExp | string,
    headers = {},
  ) => {
    const response = await upload(token, body, fileName, headers)
    expect(response.status).toBe(status)
    const answer = (await response.json()) as { detail: string }
    if (typeof detail === 'string') expect(answer.detail).toBe(detail)
    else expect(answer.detail).toMatch(detail)
    await nothingStored()
  }

  it('a file that is neither a zip nor JSON (415)', async () => {
    await refused(
      pngBytes,
      'picture.png',
      415,
      'The file is neither a zip nor JSON: send the export as it was downloaded.',
    )
  })
  it('broken JSON (422)', async () => {
    await refused('[{"mapping": {', 'conversations.json', 422, 'The file is not valid JSON.')
  })
  it('JSON of another shape (422)', async () => {
    const notAnExport =
      'This JSON is not a ChatGPT, Claude or Amply export: no conversations were found in it.'
    await refused('[{"name": "a list of something else"}]', 'other.json', 422, notAnExport)
    await refused('{"hello": "world"}', 'other.json', 422, notAnExport)
    await refused(
      JSON.stringify([second, { mapping: 'not a tree' }]),
      'conversations.json',
      422,
      "Conversation 2 of the file is not in ChatGPT's format.",
    )
  })
  it('a zip without conversations (422)', async () => {
    await refused(
      zipOf([{ name: 'notes.txt', data: 'hello' }]),
      'other.zip',
      422,
      /^This zip is not a ChatGPT/,
    )
  })
  it('a zip bomb: a file declared past the limit, or unpacking past what it declares (413)', async () => {
    const declared = zipOf([
      { name: 'conversations.json', data: JSON.stringify([second]) },
      { name: 'huge.bin', data: 'x', declaredSize: 0xfffffff0 },
      { name: 'huge2.bin', data: 'x', declaredSize: 0xfffffff0 },
      { name: 'huge3.bin', data: 'x', declaredSize: 0xfffffff0 },
    ])
    await refused(declared, 'bomb.zip', 413, /^The zip unpacks to more than/)
    const lying = zipOf([
      { name: 'conversations.json', data: `[${' '.repeat(1_000_000)}]`, declaredSize: 100 },
    ])
    await refused(
      lying,
      'bomb.zip',
      413,
      'A file in the zip unpacks to more than it declares: it is refused.',
    )
  })
  it('a path that leaves the folder (422)', async () => {
    await refused(
      zipOf([
        { name: 'conversations.json', data: JSON.stringify([second]) },
        { name: '../../etc/evil.png', data: pngBytes },
      ]),
      'evil.zip',
      422,
      'The zip holds a file whose path leaves its folder (..): it is refused.',
    )
  })
  it('a file announced over the upload limit (413)', async () => {
    await refused(
      JSON.stringify([second]),
      'big.json',
      413,
      /^The file is too large: at most 1000000000 bytes\.$/,
      {
        'content-length': String(2 * 1024 * 1024 * 1024),
      },
    )
  })
  it('50,000 conversations (413)', async () => {
    const many = `[${Array.from({ length: 50_000 }, (_, n) =>
      JSON.stringify({
        conversation_id: `c${String(n)}`,
        title: 't',
        create_time: 1,
        update_time: 1,
        mapping: {},
      }),
    ).join(',')}]`
    await refused(
      many,
      'conversations.json',
      413,
      'The file holds more than 20000 conversations: import it in parts.',
    )
  })
})

describe('whose import it is', () => {
  it("never answers another user's import, and runs one import at a time (409)", async () => {
    const owner = await signedInUser(app, db, 'import-owner@example.com')
    const nosy = await signedInUser(app, db, 'import-nosy@example.com')
    const job = await preview(owner, JSON.stringify([second]), 'conversations.json')
    for (const [method, path] of [
      ['GET', `/api/data/imports/${job.import_id}`],
      ['POST', `/api/data/imports/${job.import_id}/start`],
      ['DELETE', `/api/data/imports/${job.import_id}`],
    ] as const) {
      expect((await app.request(path, { method, headers: bearer(nosy) })).status).toBe(404)
    }
    expect(await db.select().from(importJobs).where(eq(importJobs.id, job.import_id))).toEqual([
      expect.objectContaining({ status: 'ready' }),
    ])

    // While one import runs (as the row says), another is refused.
    await db.update(importJobs).set({ status: 'running' }).where(eq(importJobs.id, job.import_id))
    const second409 = await upload(owner, JSON.stringify([second]), 'conversations.json')
    expect(second409.status).toBe(409)
    expect(
      await db
        .select({ n: count() })
        .from(importJobs)
        .where(and(eq(importJobs.userId, await userIdOf('import-owner@example.com')))),
    ).toEqual([{ n: 1 }])
  })
})

describe("importing Amply's own export", () => {
  it('gives the same trees back in another account: round trip', async () => {
    const from = await signedInUser(app, db, 'round-trip-from@example.com')
    const to = await signedInUser(app, db, 'round-trip-to@example.com')
    const form = new FormData()
    form.set('file', new File([pngBytes], 'dot.png'))
    const image = (await (
      await app.request('/ai/chat/image', { method: 'POST', body: form, headers: bearer(from) })
    ).json()) as { file_id: string }
    const first = await readEvents(
      await ask(
        app,
        from,
        chatBody('Otters?', { ai_model_id: 'deepseek-reasoner', file_ids: [image.file_id] }),
      ),
    )
    const sessionId = first[0]?.session_id ?? ''
    const question = { role: 'user', content: 'Otters?', chat_id: first[0]?.user_chat_id }
    await readEvents(
      await ask(
        app,
        from,
        chatBody('Otters?', { session_id: sessionId, regenerate: true, messages: [question] }),
      ),
    )
    await readEvents(
      await ask(
        app,
        from,
        chatBody('More', {
          session_id: sessionId,
          messages: [
            question,
            { role: 'assistant', content: joined(first, 'content'), chat_id: first[0]?.chat_id },
            { role: 'user', content: 'More' },
          ],
        }),
      ),
    )

    const started = (await (
      await app.request('/api/data/exports', { method: 'POST', headers: bearer(from) })
    ).json()) as { download_url: string }
    const zip = new Uint8Array(await (await app.request(started.download_url)).arrayBuffer())
    const job = await preview(to, zip, 'amply-export.zip')
    expect(job).toMatchObject({ source: 'amply', conversations: 1, messages: 5 })
    expect(await runImport(to, job)).toMatchObject({ imported: 1, missing: [] })

    const [copy] = await conversationsOf('round-trip-to@example.com')
    expect(copy).toMatchObject({ importedFrom: 'amply', sourceId: sessionId })
    const original = await detail(from, sessionId)
    const imported = await detail(to, copy?.id ?? '')
    const shape = (messages: ConversationDetail['messages']) => {
      const index = new Map(messages.map((m, n) => [m.chat_id, n]))
      return messages.map(({ chat_id, parent_id, files, ...rest }) => ({
        ...rest,
        // The copied files are the new account's own, under new ids.
        files: files.map(({ file_id, ...file }) => ({ ...file, openable: file_id !== null })),
        position: index.get(chat_id),
        parent: parent_id === null ? null : index.get(parent_id),
      }))
    }
    expect(shape(imported.messages)).toEqual(shape(original.messages))
    expect(treeOf(imported.messages)).toEqual(treeOf(original.messages))
    expect(imported).toMatchObject({
      title: original.title,
      tool: original.tool,
      created_at: original.created_at,
    })
    const [copiedImage] = await db
      .select()
      .from(chatFiles)
      .where(eq(chatFiles.userId, await userIdOf('round-trip-to@example.com')))
    expect(copiedImage).toMatchObject({ kind: 'image', name: 'dot.png', mimeType: 'image/png' })
    expect(await readObject(bucket.storage, copiedImage?.storageKey ?? '')).toEqual(pngBytes)
  })
})

describe('an account deleted with an import not yet run', () => {
  it("takes the import's file out of the storage with it", async () => {
    const token = await signedInUser(app, db, 'import-then-leave@example.com')
    const job = await preview(token, JSON.stringify([second]), 'conversations.json')
    expect(await bucket.storage.get(`imports/${job.import_id}`)).not.toBeNull()
    const deleted = await app.request(
      '/api/auth/clients/account/delete',
      jsonRequest('POST', { current_password: password }, bearer(token)),
    )
    expect(deleted.status).toBe(200)
    expect(await bucket.storage.get(`imports/${job.import_id}`)).toBeNull()
  })
})
