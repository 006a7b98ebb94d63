import { buffer } from 'node:stream/consumers'
import { fromBufferPromise } from 'yauzl'
import { zipEntries } from '../src/lib/zip-entries'

/** Every file of a zip by name (a test reads small archives whole). */
export async function zipContents(bytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(Buffer.from(bytes), { lazyEntries: true })
  const files = new Map<string, Buffer>()
  for await (const entry of zipEntries(zip)) {
    if (entry.fileName.endsWith('/')) continue
    files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)))
  }
  return files
}
