import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { temporaryDir } from '../test/database'
import { localFileStorage } from './file-storage'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the local file storage', () => {
  it('keeps, gives back, lists and removes objects by key', async () => {
    const root = await temporaryDir()
    const storage = localFileStorage(root)
    await storage.put('chat/a.png', bytes('first'))
    await storage.put('chat/b.png', bytes('second'))
    await storage.put('profile/c.png', bytes('third'))
    expect(new TextDecoder().decode((await storage.get('chat/a.png')) ?? undefined)).toBe('first')

    const listed = []
    for await (const object of storage.list('chat')) listed.push(object)
    expect(listed.map((object) => object.key).sort()).toEqual(['chat/a.png', 'chat/b.png'])
    expect(listed.every((object) => object.modifiedAt instanceof Date)).toBe(true)

    await storage.remove('chat/a.png')
    await storage.remove('chat/a.png')
    expect(await storage.get('chat/a.png')).toBeNull()
    // Written whole, then renamed: no temporary file is left beside the objects.
    expect(await readdir(path.join(root, 'chat'))).toEqual(['b.png'])
  })

  it('lists an empty folder that was never written', async () => {
    const storage = localFileStorage(await temporaryDir())
    for await (const object of storage.list('chat')) throw new Error(`unexpected ${object.key}`)
  })

  it('refuses keys that could leave its folder', async () => {
    const storage = localFileStorage(await temporaryDir())
    for (const key of [
      '../secret',
      'chat/../../secret',
      '/etc/passwd',
      'chat//a',
      '',
      'chat/.hidden',
    ]) {
      await expect(storage.get(key)).rejects.toThrow(/Not a storage key/)
      await expect(storage.put(key, bytes('x'))).rejects.toThrow(/Not a storage key/)
    }
  })
})
