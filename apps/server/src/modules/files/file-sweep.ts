import { and, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { chatFiles, chatMessageFiles, generatedImages } from '../../db/schema/ai-gateway'
import { users } from '../../db/schema/auth'
import type { FileStorage, StoredObject } from '../../lib/file-storage'
import type { Logger } from '../../lib/logger'
import { PROFILE_FOLDER, PROFILE_PICTURE_URL_PREFIX } from '../account/profile-picture'
import { CHAT_FOLDER } from './file.service'
import { ART_FOLDER } from './generated-images'

/** How long an upload may wait for a message or a profile to use it. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000

// Any fixed number: the advisory lock that lets one process sweep at a time.
const sweepLock = 0x616d706c7966 // "amplyf"
const BATCH = 500

export interface FileSweepDeps {
  db: Database
  storage: FileStorage
  logger: Logger
  now?: () => number
  graceMs?: number
}

export interface SweepResult {
  /** Chat file rows no message referred to. */
  files: number
  /** Stored objects no row referred to (chat images, profile pictures). */
  objects: number
}

/**
 * Removes uploads nothing uses once they are older than the grace period: chat files no
 * question was asked with (never sent, or their conversation deleted), then stored objects no
 * row names (a replaced or deleted account's picture that could not be removed at once, an
 * image whose row went with its account, a write a crash cut short). Several processes may
 * sweep: an advisory lock lets one at a time do it, and every step is safe to repeat.
 */
export function createFileSweep({
  db,
  storage,
  logger,
  now = Date.now,
  graceMs = UPLOAD_GRACE_MS,
}: FileSweepDeps) {
  /** The keys among `objects` that no row names, by folder. */
  const unused: Record<string, (keys: string[]) => Promise<string[]>> = {
    [CHAT_FOLDER]: async (keys) => {
      const named = await db
        .select({ key: chatFiles.storageKey })
        .from(chatFiles)
        .where(inArray(chatFiles.storageKey, keys))
      const kept = new Set(named.map((row) => row.key))
      return keys.filter((key) => !kept.has(key))
    },
    [ART_FOLDER]: async (keys) => {
      const named = await db
        .select({ key: generatedImages.storageKey })
        .from(generatedImages)
        .where(inArray(generatedImages.storageKey, keys))
      const kept = new Set(named.map((row) => row.key))
      return keys.filter((key) => !kept.has(key))
    },
    [PROFILE_FOLDER]: async (keys) => {
      const url = (key: string) =>
        `${PROFILE_PICTURE_URL_PREFIX}${key.slice(PROFILE_FOLDER.length + 1)}`
      const named = await db
        .select({ url: users.profilePicture })
        .from(users)
        .where(inArray(users.profilePicture, keys.map(url)))
      const kept = new Set(named.map((row) => row.url))
      return keys.filter((key) => !kept.has(url(key)))
    },
  }

  async function removeUnused(folder: string, cutoff: Date): Promise<number> {
    const check = unused[folder]
    if (!check) return 0
    let removed = 0
    let batch: StoredObject[] = []
    const flush = async () => {
      const keys = await check(batch.map((object) => object.key))
      batch = []
      for (const key of keys) await storage.remove(key)
      removed += keys.length
    }
    for await (const object of storage.list(folder)) {
      if (object.modifiedAt >= cutoff) continue
      batch.push(object)
      if (batch.length >= BATCH) await flush()
    }
    if (batch.length > 0) await flush()
    return removed
  }

  /** One sweep; null when another process is sweeping. */
  async function sweep(): Promise<SweepResult | null> {
    const cutoff = new Date(now() - graceMs)
    const files = await db.transaction(async (tx) => {
      const lock = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${sweepLock}) as locked`,
      )
      if (!lock.rows[0]?.locked) return null
      const deleted = await tx
        .delete(chatFiles)
        .where(
          and(
            lt(chatFiles.createdAt, cutoff),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(chatMessageFiles)
                .where(sql`${chatMessageFiles.fileId} = ${chatFiles.id}`),
            ),
          ),
        )
        .returning({ id: chatFiles.id })
      return deleted.length
    })
    if (files === null) return null
    // After the rows: an object is removed only once no committed row names it.
    let objects = 0
    for (const folder of [CHAT_FOLDER, ART_FOLDER, PROFILE_FOLDER])
      objects += await removeUnused(folder, cutoff)
    if (files + objects > 0) logger.info('unused uploads removed', { files, objects })
    return { files, objects }
  }

  return {
    sweep,
    /** Sweeps now and then every `intervalMs`; answers a function that stops it. */
    start(intervalMs = SWEEP_INTERVAL_MS): () => void {
      const run = () => {
        sweep().catch((error: unknown) => {
          logger.warn('sweeping unused uploads failed', { error: String(error) })
        })
      }
      const first = setTimeout(run, 60_000)
      const timer = setInterval(run, intervalMs)
      first.unref()
      timer.unref()
      return () => {
        clearTimeout(first)
        clearInterval(timer)
      }
    },
  }
}
