import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chatFiles } from '../../db/schema/ai-gateway'
import { localFileStorage } from '../../lib/file-storage'
import type { FileStorage } from '../../lib/file-storage'
import { createLogger } from '../../lib/logger'
import { createTestApp } from '../../../test-support/app'
import { bearer } from '../../../test-support/auth-flow'
import { createTestDatabase, temporaryDir } from '../../../test-support/database'
import { startS3Server } from '../../../test-support/s3-server'
import { storedKeys } from '../../../test-support/stored-keys'
import { ask, chatBody, readEvents, signedInUser } from '../../../test-support/chat-flow'
import { createFileSweep } from './file-sweep'
import { pngBytes } from '../../../test-support/test-documents'

const { db } = await createTestDatabase()
const s3 = await startS3Server()
const logger = createLogger('error')

const onDisk = async () => localFileStorage(await temporaryDir())
const storages: [string, () => Promise<FileStorage>][] = [
  ['on the local disk', onDisk],
  ['in an S3 bucket', async () => (await s3.bucket()).storage],
]

async function setUp(newStorage: () => Promise<FileStorage>) {
  const storage = await newStorage()
  const app = createTestApp(db, {}, { storage })
  const token = await signedInUser(app, db, `sweep-${crypto.randomUUID()}@example.com`)
  const upload = async (path: string, file: File) => {
    const form = new FormData()
    form.set('file', file)
    const response = await app.request(path, { method: 'POST', body: form, headers: bearer(token) })
    expect(response.status).toBe(200)
    return (await response.json()) as { file_id?: string; profile_picture?: string }
  }
  const image = async () =>
    (await upload('/ai/chat/image', new File([pngBytes], 'dot.png'))).file_id ?? ''
  const keys = (folder: string) => storedKeys(storage, [folder])
  const fileIds = async () =>
    (await db.select({ id: chatFiles.id }).from(chatFiles)).map((row) => row.id)
  /** A sweep as it would run a day and an hour from now. */
  const later = (hours = 25) =>
    createFileSweep({ db, storage, logger, now: () => Date.now() + hours * 3_600_000 })
  return { app, token, storage, upload, image, keys, fileIds, later }
}

describe.each(storages)('uploads kept %s', (_, newStorage) => {
  it('are swept when no message or profile uses them once the grace period is over, and only those', async () => {
    const { app, token, storage, upload, image, keys, fileIds, later } = await setUp(newStorage)
    const used = await image()
    const unused = await image()
    const document = await upload('/ai/chat/file', new File(['Otters.'], 'notes.txt'))
    const asked = await readEvents(
      await ask(app, token, chatBody('Look', { file_ids: [used, document.file_id] })),
    )
    const first = await upload('/api/client/image/upload', new File([pngBytes], 'me.png'))
    const second = await upload('/api/client/image/upload', new File([pngBytes], 'me.png'))
    // Left behind by a crash: objects no row names.
    await storage.put('profile/leftoverleftoverleftover.png', pngBytes, 'image/png')
    await storage.put('chat/00000000-0000-4000-8000-000000000000.png', pngBytes, 'image/png')

    // Within the grace period (a day) nothing goes: the upload may be about to be used.
    expect(await createFileSweep({ db, storage, logger }).sweep()).toEqual({ files: 0, objects: 0 })
    expect(await later(23).sweep()).toEqual({ files: 0, objects: 0 })

    expect(await later().sweep()).toMatchObject({ files: 1 })
    expect(await fileIds()).not.toContain(unused)
    expect(await fileIds()).toEqual(expect.arrayContaining([used, document.file_id]))
    expect(await keys('chat')).toEqual([`chat/${used}.png`])
    expect(await keys('profile')).toEqual([
      `profile/${second.profile_picture?.split('/').at(-1) ?? ''}`,
    ])
    expect(first.profile_picture).not.toBe(second.profile_picture)

    // Deleting the conversation frees its files.
    const deleted = await app.request(`/ai/history/${asked[0]?.session_id ?? ''}`, {
      method: 'DELETE',
      headers: bearer(token),
    })
    expect(deleted.status).toBe(200)
    expect(await later().sweep()).toEqual({ files: 2, objects: 1 })
    expect(await fileIds()).not.toContain(used)
    expect(await keys('chat')).toEqual([])
  })

  it('are swept safely when several processes sweep at once', async () => {
    const { image, keys, fileIds, later } = await setUp(newStorage)
    const ids = await Promise.all([image(), image(), image()])
    const results = await Promise.all([later().sweep(), later().sweep(), later().sweep()])
    const done = results.filter((result) => result !== null)
    expect(done.reduce((sum, result) => sum + result.files, 0)).toBe(3)
    const left = await fileIds()
    for (const id of ids) expect(left).not.toContain(id)
    expect(await keys('chat')).toEqual([])
  })
})

describe('images sent to a chat', () => {
  it('keep their bytes in the file storage, not in the database', async () => {
    const { image, keys } = await setUp(onDisk)
    const id = await image()
    const [row] = await db.select().from(chatFiles).where(eq(chatFiles.id, id))
    expect(row).toMatchObject({ content: '', storageKey: `chat/${id}.png` })
    expect(await keys('chat')).toContain(`chat/${id}.png`)
  })
})
