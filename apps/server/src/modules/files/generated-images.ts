import { randomUUID } from 'node:crypto'
import type { GeneratedImage } from '@amply/api/entities/art'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Database } from '../../db/client'
import { generatedImages } from '../../db/schema/ai-gateway'
import type { FileStorage } from '../../lib/file-storage'
import type { Logger } from '../../lib/logger'
import { isUuid } from '../conversations/ids'
import { imageType } from './media'

/** The storage folder of generated images. */
export const ART_FOLDER = 'art'
/** Where generated images are served; the address is the image's random id (see below). */
export const ART_URL_PREFIX = '/api/uploads/art/'

const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
}
const typeOfExtension = Object.fromEntries(
  Object.entries(extensions).map(([type, extension]) => [extension, type]),
)
/** Our own names only: a UUID and one of the extensions above (no path tricks). */
const STORED_NAME = /^([0-9a-f-]{36})\.(png|jpg|webp|gif|svg)$/

type Row = typeof generatedImages.$inferSelect

const toEntity = (row: Row): GeneratedImage => ({
  id: row.id,
  session_id: row.sessionId,
  url: `${ART_URL_PREFIX}${row.storageKey.slice(ART_FOLDER.length + 1)}`,
  revised_prompt: row.revisedPrompt,
  prompt: row.prompt,
  style_id: row.styleId,
  aspect_ratio: row.aspectRatio,
  size: row.size,
  model_id: row.modelId,
  created_at: row.createdAt.toISOString(),
})

/**
 * A provider's image (a data URL) as bytes and type. PNG, JPEG, WebP and GIF are recognised by
 * content; SVG (the offline demo's placeholders) by its opening tag, and it is served under a
 * CSP that runs nothing.
 */
async function decodeImage(dataUrl: string): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(dataUrl)
  if (!match?.[2]) throw new Error('The provider answered an image that is not a data URL')
  const bytes = new Uint8Array(Buffer.from(match[2], 'base64'))
  const sniffed = await imageType(bytes)
  if (sniffed) return { bytes, mimeType: sniffed }
  if (match[1] === 'image/svg+xml' && /^\s*<svg[\s>]/.test(Buffer.from(bytes).toString('utf8')))
    return { bytes, mimeType: 'image/svg+xml' }
  throw new Error(`The provider answered an image of an unknown type (${match[1] ?? ''})`)
}

export interface GeneratedImageDeps {
  db: Database
  storage: FileStorage
  logger: Logger
  now: () => number
}

export interface ImageToKeep {
  userId: string
  sessionId: string
  prompt: string
  revisedPrompt: string
  styleId: number
  aspectRatio: string
  size: string
  modelId: string
}

/** The art tool's gallery: generated images kept in the storage, listed newest first. */
export function createGeneratedImageService({ db, storage, logger, now }: GeneratedImageDeps) {
  return {
    /** Stores the images of one generation (bytes first: a row never names a missing object). */
    async keep(request: ImageToKeep, dataUrls: string[]): Promise<GeneratedImage[]> {
      const at = now()
      const rows = await Promise.all(
        dataUrls.map(async (dataUrl, index) => {
          const { bytes, mimeType } = await decodeImage(dataUrl)
          const id = randomUUID()
          const storageKey = `${ART_FOLDER}/${id}.${extensions[mimeType] ?? 'bin'}`
          await storage.put(storageKey, bytes, mimeType)
          // The images of one request keep their order in the newest-first gallery.
          return { id, ...request, mimeType, storageKey, createdAt: new Date(at - index) }
        }),
      )
      const stored = await db.insert(generatedImages).values(rows).returning()
      return stored.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map(toEntity)
    },

    async list(userId: string, page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(generatedImages)
          .where(eq(generatedImages.userId, userId))
          .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ total: count() })
          .from(generatedImages)
          .where(eq(generatedImages.userId, userId)),
      ])
      return { items: rows.map(toEntity), page, page_size: pageSize, total: total?.total ?? 0 }
    },

    /** Deletes one of the user's images; false when there is no such image of theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false
      const [row] = await db
        .delete(generatedImages)
        .where(and(eq(generatedImages.userId, userId), eq(generatedImages.id, id)))
        .returning({ storageKey: generatedImages.storageKey })
      if (!row) return false
      // An object that cannot be removed now is left to the sweep of unused files.
      await storage.remove(row.storageKey).catch((error: unknown) => {
        logger.warn('a deleted image could not be removed', { error: String(error) })
      })
      return true
    },
  }
}

export type GeneratedImageService = ReturnType<typeof createGeneratedImageService>

/**
 * `GET /api/uploads/art/:file`: a generated image, read-only, streamed from the storage. Its name
 * is a random UUID, so the address is the permission (as for profile pictures: an `<img>` sends
 * no Bearer token); nosniff and a CSP that runs nothing keep an SVG opened on its own inert.
 */
export function serveGeneratedImages(storage: FileStorage) {
  return async (c: Context) => {
    const match = STORED_NAME.exec(c.req.param('file') ?? '')
    const type = match?.[2] ? typeOfExtension[match[2]] : undefined
    const object = type && match ? await storage.get(`${ART_FOLDER}/${match[0]}`) : null
    if (!type || !object) return c.json({ detail: 'Not Found' }, 404)
    return c.body(object.body, 200, {
      'Content-Type': type,
      'Content-Length': String(object.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, max-age=31536000, immutable',
    })
  }
}
