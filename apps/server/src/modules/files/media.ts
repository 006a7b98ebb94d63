import { fileTypeFromBlob, fileTypeFromBuffer } from 'file-type'

const imageTypes = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])

/**
 * The image type read from its content (PNG, JPEG, WebP, GIF), or null for anything else. A
 * Blob is read only as far as the type needs, never copied whole.
 */
export async function imageType(content: Uint8Array | Blob): Promise<string | null> {
  const sniffed = await (content instanceof Blob
    ? fileTypeFromBlob(content)
    : fileTypeFromBuffer(content))
  return sniffed && imageTypes.has(sniffed.mime) ? sniffed.mime : null
}
