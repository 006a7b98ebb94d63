import { buffer } from 'node:stream/consumers'
import type { Entry, ZipFile } from 'yauzl'
import { fromBuffer } from 'yauzl'

/** Every file of a zip by name (tests read small archives whole), in the zip's order. */
export async function zipContents(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  // The listeners are set in the callback, before yauzl emits its first entry.
  const { zip, entries } = await new Promise<{ zip: ZipFile; entries: Entry[] }>(
    (resolve, reject) => {
      fromBuffer(Buffer.from(bytes), (error, opened) => {
        if (error) {
          reject(error)
          return
        }
        const found: Entry[] = []
        opened.on('entry', (entry: Entry) => found.push(entry))
        opened.on('end', () => {
          resolve({ zip: opened, entries: found })
        })
        opened.on('error', reject)
      })
    },
  )
  const files = new Map<string, Buffer>()
  for (const entry of entries) {
    if (!entry.fileName.endsWith('/')) {
      files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)))
    }
  }
  return files
}
