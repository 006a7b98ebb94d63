import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** A stored object and when it was last written, for the sweep of unused files. */
export interface StoredObject {
  key: string
  modifiedAt: Date
}

/** What `put` stores: bytes already in hand, or a stream read as it is stored. */
export type ObjectBody = Uint8Array | ReadableStream<Uint8Array>

/** An object being read: its size and a stream of its bytes, read as they are sent on. */
export interface ObjectReader {
  size: number
  body: ReadableStream<Uint8Array>
}

/**
 * Where uploads live (profile pictures, images sent to a chat, generated images), by key:
 * `<folder>/<name>`. The local directory is the default; `s3-file-storage.ts` keeps them in an
 * S3-compatible bucket that several servers share. Bodies are streamed both ways, so no object
 * is ever held whole in memory by the storage.
 */
export interface FileStorage {
  /** Stores `body` under `key`; a reader sees the previous object or the whole new one. */
  put(key: string, body: ObjectBody, contentType: string): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<ObjectReader | null>
  /** Removes it; removing a missing object is not an error. */
  remove(key: string): Promise<void>
  /** The objects of one folder (`profile`, `chat`, `art`). */
  list(folder: string): AsyncIterable<StoredObject>
}

/** The whole object, for what needs it at once (an image sent to a model); null when none. */
export async function readObject(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const object = await storage.get(key)
  return object && new Uint8Array(await new Response(object.body).arrayBuffer())
}

/** The local storage's folder in DATA_DIR. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads')

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** Keys are ours (random names in fixed folders); anything else is refused, never resolved. */
export function checkedKey(key: string): string[] {
  const segments = key.split('/')
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Not a storage key: ${key}`)
  }
  return segments
}

/** A key's last segment when the key lies directly in `folder`, for listings. */
export function nameIn(folder: string, key: string): string | null {
  const name = key.slice(folder.length + 1)
  return key.startsWith(`${folder}/`) && SEGMENT.test(name) ? name : null
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Uploads as files under `root` (DATA_DIR/uploads). Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file.
 */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key))
  return {
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      try {
        await pipeline(
          body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body),
          createWriteStream(partial, { flags: 'wx' }),
        )
        await rename(partial, file)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },

    async get(key) {
      const handle = await open(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      if (!handle) return null
      const { size } = await handle.stat()
      // The open file is read even if the object is replaced or removed meanwhile.
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
      return { size, body }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true })
    },

    async *list(folder) {
      const dir = fileOf(folder)
      const names = await readdir(dir).catch((error: unknown) => {
        if (isMissing(error)) return []
        throw error
      })
      for (const name of names) {
        if (!SEGMENT.test(name)) continue
        const stats = await stat(path.join(dir, name)).catch(() => null)
        if (stats?.isFile()) yield { key: `${folder}/${name}`, modifiedAt: stats.mtime }
      }
    },
  }
}
