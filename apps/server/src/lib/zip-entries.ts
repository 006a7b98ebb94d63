import type { Entry, ZipFile } from 'yauzl'

/**
 * The entries of a zip opened with `lazyEntries` (yauzl), one at a time: the next is read from
 * the central directory only when the caller asks, so a zip of many entries is never listed
 * whole in memory.
 */
export async function* zipEntries(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const settle = () => {
        zip.off('entry', onEntry)
        zip.off('end', onEnd)
        zip.off('error', onError)
      }
      const onEntry = (next: Entry) => {
        settle()
        resolve(next)
      }
      const onEnd = () => {
        settle()
        resolve(null)
      }
      const onError = (error: Error) => {
        settle()
        reject(error)
      }
      zip.on('entry', onEntry)
      zip.on('end', onEnd)
      zip.on('error', onError)
      zip.readEntry()
    })
    if (!entry) return
    yield entry
  }
}
