import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { eq } from 'drizzle-orm'
import { fileTypeFromBuffer } from 'file-type'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
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

/** The upload route, for its body limit (mounted before the route in app.ts). */
export const PROFILE_PICTURE_UPLOAD_PATH = '/api/client/image/upload'

/** Our own file names only: random, with one of the image extensions (no path tricks). */
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|gif|webp)$/

const profileDir = (dataDir: string) => path.join(dataDir, 'uploads', 'profile')

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * Refuses an oversized upload with 413 before reading it: at once from Content-Length, or as
 * soon as a streamed body passes the limit.
 */
export function profilePictureBodyLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: (c) =>
      c.json({ detail: `The file is too large: at most ${MAX_UPLOAD_BYTES} bytes.` }, 413),
  })
}

/**
 * Keeps an uploaded profile picture under DATA_DIR/uploads/profile with a random name and
 * answers the path it is served at. Only PNG, JPEG, GIF and WebP content is accepted.
 */
export async function storeProfilePicture(
  { db, dataDir, logger }: { db: Database; dataDir: string; logger: Logger },
  userId: string,
  file: Blob,
) {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new HTTPException(413, {
      message: `The file is too large: at most ${MAX_UPLOAD_BYTES} bytes.`,
    })
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !(detected.ext in IMAGE_TYPES)) {
    throw new HTTPException(415, {
      message: 'The file is not a PNG, JPEG, GIF or WebP image.',
    })
  }
  const name = `${randomBytes(18).toString('base64url')}.${detected.ext}`
  const dir = profileDir(dataDir)
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' })
  const url = `${PROFILE_PICTURE_URL_PREFIX}${name}`
  const [previous] = await db
    .select({ profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId))
  await db.update(users).set({ profilePicture: url }).where(eq(users.id, userId))
  await removeProfilePicture(dataDir, previous?.profilePicture ?? null, logger)
  return { profile_picture: url }
}

/** Deletes a stored picture file (a replaced one, or a deleted account's); others are left. */
export async function removeProfilePicture(dataDir: string, url: string | null, logger: Logger) {
  if (!url?.startsWith(PROFILE_PICTURE_URL_PREFIX)) return
  const name = url.slice(PROFILE_PICTURE_URL_PREFIX.length)
  if (!STORED_NAME.test(name)) return
  await rm(path.join(profileDir(dataDir), name), { force: true }).catch((error: unknown) => {
    logger.warn('an old profile picture could not be removed', { name, error: String(error) })
  })
}

/**
 * `GET /api/uploads/profile/:file`: a stored picture, read-only, with its image type and
 * nosniff so a browser never runs it as anything else.
 */
export function serveProfilePictures(dataDir: string) {
  return async (c: Context) => {
    const name = c.req.param('file') ?? ''
    const match = STORED_NAME.exec(name)
    const type = match?.[1] ? IMAGE_TYPES[match[1]] : undefined
    if (!type) return c.json({ detail: 'Not Found' }, 404)
    let bytes: Buffer
    try {
      bytes = await readFile(path.join(profileDir(dataDir), name))
    } catch {
      return c.json({ detail: 'Not Found' }, 404)
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
  }
}
