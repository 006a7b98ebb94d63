import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A stored object and when it was last written, for the sweep of unused files. */
export interface StoredObject {
  key: string
  modifiedAt: Date
}

/**
 * Where uploads live (profile pictures, images sent to a chat), by key: `<folder>/<name>`.
 * One interface so that several servers can share an object store: the local directory is
 * the default; an S3-compatible store maps each method onto PutObject, GetObject, DeleteObject
 * and ListObjectsV2.
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>
  /** Removes it; removing a missing object is not an error. */
  remove(key: string): Promise<void>
  /** The objects of one folder (`profile`, `chat`). */
  list(folder: string): AsyncIterable<StoredObject>
}

/** The local storage's folder in DATA_DIR. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads')

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/** Keys are ours (random names in fixed folders); anything else is refused, never resolved. */
function checkedSegments(key: string): string[] {
  const segments = key.split('/')
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new Error(`Not a storage key: ${key}`)
  }
  return segments
}

/**
 * Uploads as files under `root` (DATA_DIR/uploads). Writes go to a temporary name first and are
 * renamed into place, so a reader never sees half a file.
 */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...checkedSegments(key))
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      await writeFile(partial, bytes, { flag: 'wx' })
      await rename(partial, file)
    },

    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true })
    },

    async *list(folder) {
      const dir = fileOf(folder)
      const names = await readdir(dir).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
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
