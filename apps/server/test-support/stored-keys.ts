import type { FileStorage } from '../src/lib/file-storage'

/** Every key in the storage's folders (chat images, generated images, profile pictures), sorted. */
export async function storedKeys(storage: FileStorage, folders = ['chat', 'art', 'profile']) {
  const keys: string[] = []
  for (const folder of folders) {
    for await (const object of storage.list(folder)) keys.push(object.key)
  }
  return keys.sort()
}
