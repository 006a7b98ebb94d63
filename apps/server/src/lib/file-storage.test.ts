import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '../env'
import { countingProxy } from '../../test-support/counting-proxy'
import { temporaryDir } from '../../test-support/database'
import { startS3Server } from '../../test-support/s3-server'
import { localFileStorage, readObject } from './file-storage'
import type { FileStorage } from './file-storage'
import { createFileStorage } from './file-storage-from-env'
import { PARTS_IN_FLIGHT, PART_BYTES } from './s3-file-storage'

const s3 = await startS3Server()
const bytes = (text: string) => new TextEncoder().encode(text)
const text = (stored: Uint8Array | null) => stored && new TextDecoder().decode(stored)
const MB = 1024 * 1024

async function keysIn(storage: FileStorage, folder: string) {
  const listed = []
  for await (const object of storage.list(folder)) listed.push(object)
  expect(listed.every((object) => object.modifiedAt instanceof Date)).toBe(true)
  return listed.map((object) => object.key).sort()
}

/**
 * A body of `size` bytes made as it is read, one MiB a pull (each MiB numbered, so that a part
 * out of place changes the digest). `pulled` says how much was read so far.
 */
function generatedBody(size: number) {
  let pulled = 0
  const digest = createHash('sha256')
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= size) {
        controller.close()
        return
      }
      const chunk = new Uint8Array(Math.min(MB, size - pulled)).fill(pulled / MB)
      pulled += chunk.byteLength
      digest.update(chunk)
      controller.enqueue(chunk)
    },
  })
  return { body, pulled: () => pulled, digest: () => digest.copy().digest('hex') }
}

async function digestOf(stream: ReadableStream<Uint8Array>) {
  const digest = createHash('sha256')
  for await (const chunk of stream) digest.update(chunk)
  return digest.digest('hex')
}

const storages: [string, () => Promise<FileStorage>][] = [
  ['the local file storage', async () => localFileStorage(await temporaryDir())],
  ['the S3 file storage', async () => (await s3.bucket()).storage],
]

describe.each(storages)('%s', (_, newStorage) => {
  it('keeps, gives back, lists and removes objects by key', async () => {
    const storage = await newStorage()
    await storage.put('chat/a.png', bytes('first'), 'image/png')
    await storage.put('chat/b.png', new Blob([bytes('second')]).stream(), 'image/png')
    await storage.put('profile/c.png', bytes('third'), 'image/png')
    await storage.put('chat/a.png', bytes('replaced'), 'image/png')
    expect(text(await readObject(storage, 'chat/a.png'))).toBe('replaced')
    expect(text(await readObject(storage, 'chat/b.png'))).toBe('second')
    expect((await storage.get('chat/b.png'))?.size).toBe(6)
    expect(await keysIn(storage, 'chat')).toEqual(['chat/a.png', 'chat/b.png'])

    await storage.remove('chat/a.png')
    await storage.remove('chat/a.png')
    expect(await storage.get('chat/a.png')).toBeNull()
    expect(await keysIn(storage, 'chat')).toEqual(['chat/b.png'])
    expect(await keysIn(storage, 'profile')).toEqual(['profile/c.png'])
  })

  it('lists an empty folder that was never written', async () => {
    expect(await keysIn(await newStorage(), 'chat')).toEqual([])
  })

  it('stores a body larger than a part from a stream, and reads it back as stored', async () => {
    const storage = await newStorage()
    const source = generatedBody(3 * PART_BYTES + 123)
    await storage.put('art/large.png', source.body, 'image/png')
    const stored = await storage.get('art/large.png')
    expect(stored?.size).toBe(3 * PART_BYTES + 123)
    expect(await digestOf(stored?.body ?? new ReadableStream())).toBe(source.digest())
  })

  it('refuses keys that could leave its folder', async () => {
    const storage = await newStorage()
    for (const key of ['../secret', 'chat/../../secret', '/etc/passwd', 'chat//a', '', 'chat/.a']) {
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/)
      await expect(storage.put(key, bytes('x'), 'image/png')).rejects.toThrow(/Not a storage key/)
      await expect(storage.remove(key)).rejects.toThrow(/Not a storage key/)
    }
  })
})

describe('the local file storage writes', () => {
  it('leaves nothing but whole objects: no temporary file, none of a body that failed', async () => {
    const root = await temporaryDir()
    const storage = localFileStorage(root)
    await storage.put('chat/a.png', bytes('whole'), 'image/png')
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('half'))
        controller.error(new Error('the upload was cut'))
      },
    })
    await expect(storage.put('chat/b.png', failing, 'image/png')).rejects.toThrow(/cut/)
    expect(await readdir(path.join(root, 'chat'))).toEqual(['a.png'])
  })
})

describe('the S3 file storage streams', () => {
  /** A storage over a fresh bucket whose every byte passes through a counting proxy. */
  async function countedStorage() {
    const { env } = await s3.bucket()
    const proxy = await countingProxy(s3.endpoint)
    return { proxy, storage: createFileStorage(loadEnv({ ...env, S3_ENDPOINT: proxy.url })) }
  }
  const size = 32 * MB
  // At most the parts in flight and the one being gathered, plus what the sockets hold.
  const held = (PARTS_IN_FLIGHT + 1) * PART_BYTES + 8 * MB

  it('uploads a stream part by part, never far ahead of what the store received', async () => {
    const { proxy, storage } = await countedStorage()
    const source = generatedBody(size)
    let ahead = 0
    const watched = source.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          ahead = Math.max(ahead, source.pulled() - proxy.sent())
          controller.enqueue(chunk)
        },
      }),
    )
    await storage.put('art/streamed.png', watched, 'image/png')
    expect(proxy.sent()).toBeGreaterThan(size)
    expect(ahead).toBeLessThan(held)
    const stored = await storage.get('art/streamed.png')
    expect(await digestOf(stored?.body ?? new ReadableStream())).toBe(source.digest())
  })

  it('answers a stream as soon as the object starts coming, not once it has all come', async () => {
    const { proxy, storage } = await countedStorage()
    const source = generatedBody(size)
    await storage.put('art/big.png', source.body, 'image/png')
    const before = proxy.received()
    const stored = await storage.get('art/big.png')
    expect(stored?.size).toBe(size)
    const reader = stored?.body.getReader()
    expect((await reader?.read())?.value?.byteLength).toBeGreaterThan(0)
    expect(proxy.received() - before).toBeLessThan(held)
    await reader?.cancel()
  })
})
