import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { MAX_IMPORT_BYTES } from '@amply/api/constants'
import type { ImportJob, MissingPart } from '@amply/api/entities/data-transfer'
import { and, eq, lt, or } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../../db/client'
import { importJobs } from '../../../db/schema/data-transfers'
import type { FileStorage } from '../../../lib/file-storage'
import type { Logger } from '../../../lib/logger'
import { uniqueViolation } from '../../../lib/unique-violation'
import { isUuid } from '../../conversations/ids'
import { rawTooLargeMessage } from '../../../lib/body-limits'
import { importLimits, openImportFile } from './import-file'
import type { ImportLimits } from './import-file'
import { ImportRefused } from './import-refused'
import { importedAlready, storeConversation } from './import-store'

type JobRow = typeof importJobs.$inferSelect

/** What the job keeps of what could not be brought in (all are counted). */
const MISSING_KEPT = 300
const PROGRESS_EVERY_MS = 250
/** A running import whose progress has not moved for this long was cut off (a server stopped). */
const STALE_MS = 2 * 60_000
export const IMPORT_FOLDER = 'imports'

const notFound = () => new HTTPException(404, { message: 'There is no such import.' })
const busy = () =>
  new HTTPException(409, {
    message: 'An import into this account is already under way: wait for it to finish.',
  })

const toEntity = (row: JobRow): ImportJob => ({
  import_id: row.id,
  status: row.status,
  source: row.source,
  file_name: row.fileName,
  conversations: row.conversations,
  messages: row.messages,
  oldest: row.oldest?.toISOString() ?? null,
  newest: row.newest?.toISOString() ?? null,
  already_imported: row.alreadyImported,
  done: row.done,
  imported: row.imported,
  missing: row.missing,
  missing_count: row.missingCount,
  error: row.error,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
})

/** Writes the request's body to a temporary file, counting it: past the limit, 413. */
async function receive(body: ReadStream | null, file: string, maxBytes: number) {
  if (!body) throw new ImportRefused(422, 'Send the export file as the request body.')
  let size = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength
      if (size > maxBytes) done(new ImportRefused(413, rawTooLargeMessage(maxBytes)))
      else done(null, chunk)
    },
  })
  await pipeline(Readable.fromWeb(body), counter, createWriteStream(file, { flags: 'wx' }))
  if (size === 0) throw new ImportRefused(422, 'The file is empty.')
}
type ReadStream = Parameters<typeof Readable.fromWeb>[0]

const temporaryFile = () => path.join(tmpdir(), `amply-import-${randomBytes(12).toString('hex')}`)

export interface ImportDeps {
  db: Database
  storage: FileStorage
  logger: Logger
  now: () => number
  limits?: ImportLimits
}

/**
 * Imports into an account (docs/product.md#your-data): the file is read once for its preview
 * and kept in the storage; once started, it is read again and each conversation written in its
 * own transaction, the job's row telling the page how far it has got.
 */
export function createImports({ db, storage, logger, now, limits = importLimits }: ImportDeps) {
  async function owned(userId: string, importId: string): Promise<JobRow> {
    if (!isUuid(importId)) throw notFound()
    const [row] = await db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.id, importId), eq(importJobs.userId, userId)))
    if (!row) throw notFound()
    return row
  }

  /** Drops the user's previews not started, and marks imports cut off long ago. */
  async function clearStale(userId: string) {
    const at = new Date(now())
    const previews = await db
      .update(importJobs)
      .set({ status: 'interrupted', finishedAt: at, storageKey: null })
      .where(
        and(
          eq(importJobs.userId, userId),
          or(
            eq(importJobs.status, 'ready'),
            and(
              eq(importJobs.status, 'running'),
              lt(importJobs.updatedAt, new Date(at.getTime() - STALE_MS)),
            ),
          ),
        ),
      )
      .returning({ storageKey: importJobs.storageKey })
    await Promise.all(
      previews.flatMap((row) => (row.storageKey ? [storage.remove(row.storageKey)] : [])),
    )
  }

  /** Reads the whole file once: its counts, times and what is already here. */
  async function preview(file: string, userId: string) {
    const opened = await openImportFile(file, limits)
    try {
      let conversations = 0
      let messages = 0
      let oldest: Date | null = null
      let newest: Date | null = null
      const sourceIds: string[] = []
      for await (const conversation of opened.conversations()) {
        conversations += 1
        messages += conversation.messages.length
        sourceIds.push(conversation.sourceId)
        if (!oldest || conversation.createdAt < oldest) oldest = conversation.createdAt
        if (!newest || conversation.updatedAt > newest) newest = conversation.updatedAt
      }
      if (conversations === 0) {
        throw new ImportRefused(422, 'The file holds no conversations.')
      }
      const already = await importedAlready(db, userId, opened.source, sourceIds)
      return {
        source: opened.source,
        conversations,
        messages,
        oldest,
        newest,
        alreadyImported: already.size,
      }
    } finally {
      opened.close()
    }
  }

  async function run(row: JobRow) {
    const file = temporaryFile()
    const missing: MissingPart[] = []
    const state = { done: 0, imported: 0, missingCount: 0 }
    let lastWrite = 0
    const save = (extra: Partial<JobRow> = {}) =>
      db
        .update(importJobs)
        .set({ ...state, missing, updatedAt: new Date(now()), ...extra })
        .where(eq(importJobs.id, row.id))
    const named = (part: MissingPart) => {
      state.missingCount += 1
      if (missing.length < MISSING_KEPT) missing.push(part)
    }
    try {
      const object = row.storageKey ? await storage.get(row.storageKey) : null
      if (!object) throw new Error('The uploaded file is no longer stored: upload it again.')
      await pipeline(Readable.fromWeb(object.body as ReadStream), createWriteStream(file))
      const opened = await openImportFile(file, limits)
      try {
        for await (const conversation of opened.conversations()) {
          try {
            const result = await storeConversation(
              { db, storage },
              row.userId,
              conversation,
              opened,
            )
            if (result === 'imported') state.imported += 1
            for (const what of conversation.missing)
              named({ what: conversation.title, reason: what })
          } catch (error) {
            logger.warn('import: a conversation was not stored', { error: String(error) })
            named({
              what: conversation.title,
              reason: 'It could not be stored; import the file again to retry it.',
            })
          }
          state.done += 1
          if (now() - lastWrite >= PROGRESS_EVERY_MS) {
            lastWrite = now()
            await save()
          }
        }
      } finally {
        opened.close()
      }
      await save({ status: 'done', finishedAt: new Date(now()), storageKey: null })
    } catch (error) {
      logger.error('import failed', { import_id: row.id, error: String(error) })
      await save({
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: new Date(now()),
        storageKey: null,
      })
    } finally {
      await rm(file, { force: true })
      if (row.storageKey) await storage.remove(row.storageKey).catch(() => undefined)
    }
  }

  return {
    /**
     * Receives an export and answers its preview; nothing of it is stored in the account. A
     * file that is not an export, or is too large or malformed, is refused with its status.
     */
    async upload(userId: string, body: ReadStream | null, fileName: string): Promise<ImportJob> {
      await clearStale(userId)
      const [open] = await db
        .select({ id: importJobs.id })
        .from(importJobs)
        .where(and(eq(importJobs.userId, userId), eq(importJobs.status, 'running')))
      if (open) throw busy()
      const file = temporaryFile()
      try {
        await receive(body, file, MAX_IMPORT_BYTES)
        const found = await preview(file, userId)
        const at = new Date(now())
        const id = crypto.randomUUID()
        const storageKey = `${IMPORT_FOLDER}/${id}`
        await storage.put(
          storageKey,
          Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
          'application/octet-stream',
        )
        const [row] = await uniqueViolation(busy, () =>
          db
            .insert(importJobs)
            .values({ id, userId, fileName, storageKey, ...found, createdAt: at, updatedAt: at })
            .returning(),
        ).catch(async (error: unknown) => {
          await storage.remove(storageKey)
          throw error
        })
        if (!row) throw new Error('No import was stored')
        return toEntity(row)
      } catch (error) {
        if (error instanceof ImportRefused) {
          throw new HTTPException(error.status, { message: error.message })
        }
        throw error
      } finally {
        await rm(file, { force: true })
      }
    },

    async get(userId: string, importId: string): Promise<ImportJob> {
      return toEntity(await owned(userId, importId))
    },

    /** Starts a previewed import; it runs on the server, whether the page stays or not. */
    async start(userId: string, importId: string): Promise<ImportJob> {
      await owned(userId, importId)
      const [row] = await db
        .update(importJobs)
        .set({ status: 'running', updatedAt: new Date(now()) })
        .where(and(eq(importJobs.id, importId), eq(importJobs.status, 'ready')))
        .returning()
      if (!row) throw new HTTPException(409, { message: 'This import has already started.' })
      void run(row)
      return toEntity(row)
    },

    async discard(userId: string, importId: string) {
      const row = await owned(userId, importId)
      if (row.status !== 'ready') {
        throw new HTTPException(409, { message: 'This import has already started.' })
      }
      await db
        .update(importJobs)
        .set({ status: 'interrupted', finishedAt: new Date(now()), storageKey: null })
        .where(eq(importJobs.id, row.id))
      if (row.storageKey) await storage.remove(row.storageKey)
      return { ok: true as const }
    },
  }
}

export type Imports = ReturnType<typeof createImports>
