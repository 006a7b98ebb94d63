import { accountExportSchema, exportedConversationSchema } from '@amply/api/entities/data-transfer'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chatFiles, generatedImages } from '../../db/schema/ai-gateway'
import { accountExports } from '../../db/schema/data-transfers'
import { readObject } from '../../lib/file-storage'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest } from '../../../test-support/auth-flow'
import { call, pay, payingClient, planByKey } from '../../../test-support/billing-flow'
import { ask, chatBody, joined, readEvents, signedInUser } from '../../../test-support/chat-flow'
import { createTestDatabase } from '../../../test-support/database'
import { startS3Server } from '../../../test-support/s3-server'
import { pngBytes } from '../../../test-support/test-documents'
import { zipContents } from '@amply/test-services/zip-contents'

const { db } = await createTestDatabase()
const s3 = await startS3Server()
const bucket = await s3.bucket()
const onS3 = createTestApp(db, bucket.env)
const onDisk = createTestApp(db)
type App = typeof onS3

const uploadTo = async (app: App, token: string, path: string, bytes: Uint8Array, name: string) => {
  const form = new FormData()
  form.set('file', new File([bytes], name))
  const response = await app.request(path, { method: 'POST', body: form, headers: bearer(token) })
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as { file_id: string; profile_picture?: string }
}

const startExport = async (app: App, token: string) => {
  const response = await app.request('/api/data/exports', {
    method: 'POST',
    headers: bearer(token),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Prepares an export and reads its zip whole (a test's archives are small). */
async function exportEverything(app: App, token: string) {
  const started = await startExport(app, token)
  expect(started.status).toBe(201)
  const job = accountExportSchema.parse(started.body)
  const response = await app.request(job.download_url ?? '')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="amply-export-\d{4}-\d{2}-\d{2}\.zip"/,
  )
  const files = await zipContents(new Uint8Array(await response.arrayBuffer()))
  const progress = await app.request(`/api/data/exports/${job.export_id}`, {
    headers: bearer(token),
  })
  return { job, files, progress: accountExportSchema.parse(await progress.json()) }
}

const text = (files: Map<string, Buffer>, name: string) => {
  const file = files.get(name)
  if (!file) throw new Error(`${name} is not in the zip: ${[...files.keys()].join(', ')}`)
  return file.toString('utf8')
}
const jsonIn = (files: Map<string, Buffer>, name: string) =>
  JSON.parse(text(files, name)) as unknown

/** An account with something of every kind: picture, address, invoice, chat, image, share. */
async function fullAccount(app: App, email: string) {
  const token = await payingClient(app, db, email)
  const picture = await uploadTo(app, token, '/api/client/image/upload', pngBytes, 'me.png')
  const pro = await planByKey(app, 'pro')
  await pay(app, token, { plan_id: pro.id, period: 'month' })
  const image = await uploadTo(app, token, '/ai/chat/image', pngBytes, 'dot.png')
  const document = await uploadTo(
    app,
    token,
    '/ai/chat/file',
    Buffer.from('Otters hold hands.'),
    'otters.txt',
  )
  const events = await readEvents(
    await ask(
      app,
      token,
      chatBody('What is in | this picture?', { file_ids: [image.file_id, document.file_id] }),
    ),
  )
  const sessionId = events[0]?.session_id ?? ''
  const generated = await app.request(
    '/ai/images/generations',
    jsonRequest('POST', { ai_model_id: 'amply-image-1', prompt: 'A lighthouse' }, bearer(token)),
  )
  expect(generated.status).toBe(200)
  const shared = await app.request(
    '/ai/share',
    jsonRequest('POST', { session_id: sessionId, share_type: 'chat' }, bearer(token)),
  )
  expect(shared.status).toBe(201)
  return {
    token,
    picture: picture.profile_picture ?? '',
    imageId: image.file_id,
    documentId: document.file_id,
    sessionId,
    answer: joined(events, 'content'),
    share: (await shared.json()) as { share_id: string; url: string; chat_id: string },
  }
}

describe('everything out, as one zip', () => {
  it('holds every part of the account, field by field, from S3 storage', async () => {
    const account = await fullAccount(onS3, 'everything@example.com')
    const { job, files, progress } = await exportEverything(onS3, account.token)
    expect(job).toMatchObject({ status: 'ready', done: 0, total: 5, missing: [] })
    expect(job.download_url).toMatch(
      new RegExp(`^/api/data/exports/${job.export_id}/download\\?expires=\\d+&signature=[\\w-]+$`),
    )

    const profile = jsonIn(files, 'profile.json') as Record<string, unknown>
    const pictureName = account.picture.split('/').at(-1) ?? ''
    expect(profile).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      email: 'everything@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: null,
      contact_number: null,
      client_type: 'individual',
      public_profile: false,
      two_step_verification: null,
      referral_code: expect.any(String) as unknown,
      profile_picture: `profile/${pictureName}`,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    })
    expect(Object.keys(profile)).not.toContain('password_hash')
    expect(JSON.stringify(profile)).not.toMatch(/argon2|totp/)
    expect(files.get(`profile/${pictureName}`)).toEqual(Buffer.from(pngBytes))

    expect(jsonIn(files, 'addresses.json')).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        line1: '12 St James’s Square',
        city: 'London',
        postal_code: 'SW1Y 4JH',
        country: 'GB',
        primary: true,
      }),
    ])

    const conversationNames = [...files.keys()].filter((name) => name.startsWith('conversations/'))
    expect(conversationNames).toHaveLength(2)
    const jsonName = conversationNames.find((name) => name.endsWith('.json')) ?? ''
    expect(jsonName).toMatch(
      new RegExp(
        `^conversations/chat/\\d{4}-\\d{2}-\\d{2}-What-is-in-this-picture-${account.sessionId.slice(0, 8)}\\.json$`,
      ),
    )
    const conversation = exportedConversationSchema.parse(jsonIn(files, jsonName))
    expect(conversation).toMatchObject({
      id: account.sessionId,
      title: 'What is in | this picture?',
    })
    const [question, answer] = conversation.messages
    expect(question?.attachments).toEqual([
      expect.objectContaining({
        file_id: account.imageId,
        name: 'dot.png',
        kind: 'image',
        path: `uploads/${account.imageId}-dot.png`,
      }),
      expect.objectContaining({
        file_id: account.documentId,
        name: 'otters.txt',
        kind: 'document',
        path: `uploads/${account.documentId}-otters.txt`,
      }),
    ])
    expect(answer).toMatchObject({
      role: 'assistant',
      content: account.answer,
      parent_id: question?.id,
    })
    const markdown = text(files, jsonName.replace(/\.json$/, '.md'))
    expect(markdown).toContain('# What is in | this picture?')
    expect(markdown).toContain(account.answer)
    expect(markdown).toContain(
      `*Attached: uploads/${account.imageId}-dot.png, uploads/${account.documentId}-otters.txt*`,
    )

    expect(files.get(`uploads/${account.imageId}-dot.png`)).toEqual(Buffer.from(pngBytes))
    expect(text(files, `uploads/${account.documentId}-otters.txt`)).toBe('Otters hold hands.')

    const [image] = await db
      .select()
      .from(generatedImages)
      .where(eq(generatedImages.prompt, 'A lighthouse'))
    const images = jsonIn(files, 'images.json') as { file: string }[]
    expect(images).toEqual([
      expect.objectContaining({
        id: image?.id,
        file: `images/${image?.storageKey.split('/')[1] ?? ''}`,
        prompt: 'A lighthouse',
        model_id: 'amply-image-1',
      }),
    ])
    const stored = await readObject(bucket.storage, image?.storageKey ?? '')
    expect(stored?.byteLength).toBeGreaterThan(0)
    expect(files.get(images[0]?.file ?? '')).toEqual(Buffer.from(stored ?? []))

    expect(jsonIn(files, 'shares.json')).toEqual([
      expect.objectContaining({
        id: account.share.share_id,
        type: 'chat',
        url: account.share.url,
        conversation: jsonName,
        last_message_id: account.share.chat_id,
        revoked_at: null,
      }),
    ])

    const invoices = [...files.keys()].filter((name) => name.startsWith('invoices/'))
    expect(invoices).toEqual([expect.stringMatching(/^invoices\/AMP-\d{6}\.pdf$/)])
    expect(
      files
        .get(invoices[0] ?? '')
        ?.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const readme = text(files, 'README.txt')
    for (const name of [
      'profile.json',
      'addresses.json',
      'shares.json',
      'images.json',
      'invoices/',
    ]) {
      expect(readme).toContain(name)
    }
    expect(readme).toContain('Nothing: every part is here.')
    expect([...files.keys()].at(-1)).toBe('README.txt')

    expect(progress).toMatchObject({ status: 'done', done: 5, total: 5, missing: [] })
    expect(progress.bytes).toBeGreaterThan(0)
    expect(progress.finished_at).not.toBeNull()
  })

  it('reads uploads from local disk alike', async () => {
    const token = await signedInUser(onDisk, db, 'disk-export@example.com')
    const image = await uploadTo(onDisk, token, '/ai/chat/image', pngBytes, 'disk.png')
    await readEvents(await ask(onDisk, token, chatBody('A dot', { file_ids: [image.file_id] })))
    const { files, progress } = await exportEverything(onDisk, token)
    expect(files.get(`uploads/${image.file_id}-disk.png`)).toEqual(Buffer.from(pngBytes))
    expect(progress).toMatchObject({ status: 'done', done: 2, total: 2 })
  })

  it('still arrives when a part cannot be read, and the README names it', async () => {
    const token = await signedInUser(onS3, db, 'missing-part@example.com')
    const image = await uploadTo(onS3, token, '/ai/chat/image', pngBytes, 'gone.png')
    await readEvents(await ask(onS3, token, chatBody('Look', { file_ids: [image.file_id] })))
    const [row] = await db.select().from(chatFiles).where(eq(chatFiles.id, image.file_id))
    await bucket.storage.remove(row?.storageKey ?? '')

    const { files, progress } = await exportEverything(onS3, token)
    const path = `uploads/${image.file_id}-gone.png`
    expect(files.has(path)).toBe(false)
    expect(
      [...files.keys()].some((name) => name.endsWith('.json') && name.startsWith('conversations/')),
    ).toBe(true)
    expect(text(files, 'README.txt')).toContain(`${path}: The file is no longer in the storage.`)
    expect(progress).toMatchObject({
      status: 'done',
      missing: [{ what: path, reason: 'The file is no longer in the storage.' }],
    })
  })

  it('runs one export at a time per account (409), and a used link does not open again (410)', async () => {
    const token = await signedInUser(onS3, db, 'one-at-a-time@example.com')
    await readEvents(await ask(onS3, token, chatBody('Hello')))
    const first = accountExportSchema.parse((await startExport(onS3, token)).body)
    const running = await onS3.request(first.download_url ?? '')
    expect(running.status).toBe(200)
    const reader = running.body?.getReader()
    expect((await reader?.read())?.done).toBe(false)

    const second = await startExport(onS3, token)
    expect(second.status).toBe(409)
    expect(second.body).toEqual({
      detail: 'An export of this account is already under way: wait for it to finish.',
    })
    expect(
      await db.select().from(accountExports).where(eq(accountExports.id, first.export_id)),
    ).toEqual([expect.objectContaining({ status: 'running' })])

    const again = await onS3.request(first.download_url ?? '')
    expect(again.status).toBe(410)

    // The browser goes away midway: the export is interrupted, and a new one may start.
    await reader?.cancel()
    await expect
      .poll(
        async () =>
          (await db.select().from(accountExports).where(eq(accountExports.id, first.export_id)))[0]
            ?.status,
      )
      .toBe('interrupted')
    expect((await startExport(onS3, token)).status).toBe(201)
  })

  it("never answers another user's export or a forged link", async () => {
    const owner = await signedInUser(onS3, db, 'export-owner@example.com')
    const nosy = await signedInUser(onS3, db, 'export-nosy@example.com')
    const job = accountExportSchema.parse((await startExport(onS3, owner)).body)

    const peek = await onS3.request(`/api/data/exports/${job.export_id}`, { headers: bearer(nosy) })
    expect(peek.status).toBe(404)
    const url = job.download_url ?? ''
    const forged = await onS3.request(url.replace(/signature=[^&]+/, 'signature=forged'))
    expect(forged.status).toBe(404)
    const later = await onS3.request(url.replace(/expires=\d+/, (m) => `${m}0`))
    expect(later.status).toBe(404)
    const nosyJob = accountExportSchema.parse((await startExport(onS3, nosy)).body)
    const swapped = await onS3.request(url.replace(job.export_id, nosyJob.export_id))
    expect(swapped.status).toBe(404)
    expect((await call(onS3, nosy, 'GET', `/api/data/exports/${job.export_id}`)).status).toBe(404)
    // None of it opened the owner's export.
    expect(
      await db.select().from(accountExports).where(eq(accountExports.id, job.export_id)),
    ).toEqual([expect.objectContaining({ status: 'ready', bytes: 0 })])
  })
})
