import { randomBytes } from 'node:crypto'
import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { eq } from 'drizzle-orm'
import { fileTypeFromBlob } from 'file-type'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
import type { FileStorage } from '../../lib/file-storage'
import type { Logger } from '../../lib/logger'

/** The image types a profile picture may have, recognised by content, never by name or header. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
}

/** Where profile pictures are served; the stored `profile_picture` starts with it. */
export const PROFILE_PICTURE_URL_PREFIX = '/api/uploads/profile/'

/** Our own file names only: random, with one of the image extensions (no path tricks). */
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/

/** The storage folder of profile pictures. */
export const PROFILE_FOLDER = 'profile'
const keyOf = (name: string) => `${PROFILE_FOLDER}/${name}`

/** The storage key of a stored picture's URL, or null for anything else. */
export function profilePictureKey(url: string | null): string | null {
  if (!url?.startsWith(PROFILE_PICTURE_URL_PREFIX)) return null
  const name = url.slice(PROFILE_PICTURE_URL_PREFIX.length)
  return STORED_NAME.test(name) ? keyOf(name) : null
}

/**
 * Keeps an uploaded profile picture in the `profile` folder of the storage with a random name
 * and answers the path it is served at. Only PNG, JPEG, GIF and WebP content is accepted.
 */
export async function storeProfilePicture(
  { db, storage, logger }: { db: Database; storage: FileStorage; logger: Logger },
  userId: string,
  file: Blob,
) {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new HTTPException(413, {
      message: `The file is too large: at most ${MAX_UPLOAD_BYTES} bytes.`,
    })
  }
  const detected = await fileTypeFromBlob(file)
  const type = detected ? IMAGE_TYPES[detected.ext] : undefined
  if (!detected || !type) {
    throw new HTTPException(415, {
      message: 'The file is not a PNG, JPEG, GIF or WebP image.',
    })
  }
  const name = `${randomBytes(18).toString('base64url')}.${detected.ext}`
  await storage.put(keyOf(name), file.stream(), type)
  const url = `${PROFILE_PICTURE_URL_PREFIX}${name}`
  const [previous] = await db
    .select({ profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId))
  await db.update(users).set({ profilePicture: url }).where(eq(users.id, userId))
  await removeProfilePicture(storage, previous?.profilePicture ?? null, logger)
  return { profile_picture: url }
}

/**
 * Deletes a replaced picture's file; anything else is left. One that cannot be removed now is
 * left to the sweep of unused files.
 */
export async function removeProfilePicture(
  storage: FileStorage,
  url: string | null,
  logger: Logger,
) {
  const key = profilePictureKey(url)
  if (!key) return
  await storage.remove(key).catch((error: unknown) => {
    logger.warn('an old profile picture could not be removed', { key, error: String(error) })
  })
}

/**
 * `GET /api/uploads/profile/:file`: a stored picture, read-only and streamed from the storage,
 * with its image type and nosniff so a browser never runs it as anything else.
 */
export function serveProfilePictures(storage: FileStorage) {
  return async (c: Context) => {
    const name = c.req.param('file') ?? ''
    const match = STORED_NAME.exec(name)
    const type = match?.[1] ? IMAGE_TYPES[match[1]] : undefined
    const object = type ? await storage.get(keyOf(name)) : null
    if (!type || !object) return c.json({ detail: 'Not Found' }, 404)
    return c.body(object.body, 200, {
      'Content-Type': type,
      'Content-Length': String(object.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  }
}
