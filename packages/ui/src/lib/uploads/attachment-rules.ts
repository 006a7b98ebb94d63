import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import type { AiModel } from '@amply/api/entities/model'

/** The images a multimodal model reads (what `chat/image` accepts). */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/** The documents a chat can answer from (what `chat/file` reads). */
export const documentTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'text/markdown',
] as const
const documentExtensions = ['.pdf', '.docx', '.txt', '.md', '.markdown']

export type AttachmentKind = 'image' | 'document'

/**
 * Whether the model reads images. The catalog marks such models `multimodal`; the model list
 * shows it as the model's family (`group`).
 */
export const acceptsImages = (model: Pick<AiModel, 'group'> | null) => model?.group === 'multimodal'

/** The file picker's `accept`, for the selected model. */
export function acceptedTypes(images: boolean): string {
  return [...(images ? imageTypes : []), ...documentTypes, ...documentExtensions].join(',')
}

export type AttachmentCheck =
  | { ok: true; kind: AttachmentKind }
  | { ok: false; reason: 'tooLarge' | 'imageNotAccepted' | 'unsupported' }

/** Checked before anything is uploaded: its size (10,490,000 bytes at most) and its type. */
export function checkAttachment(
  file: Pick<File, 'name' | 'size' | 'type'>,
  images: boolean,
): AttachmentCheck {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'tooLarge' }
  if ((imageTypes as readonly string[]).includes(file.type)) {
    return images ? { ok: true, kind: 'image' } : { ok: false, reason: 'imageNotAccepted' }
  }
  const name = file.name.toLowerCase()
  if (
    (documentTypes as readonly string[]).includes(file.type) ||
    documentExtensions.some((extension) => name.endsWith(extension))
  ) {
    return { ok: true, kind: 'document' }
  }
  return { ok: false, reason: 'unsupported' }
}
