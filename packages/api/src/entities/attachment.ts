import { z } from 'zod'
import { MAX_UPLOAD_BYTES } from '../constants'

/** A file picked in the browser, before it is uploaded. */
export const attachmentSchema = z.object({
  file: z.instanceof(Blob),
  fileUID: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** A local preview URL (blob:) for images. */
  fileBlob: z.string().optional(),
})
export type Attachment = z.infer<typeof attachmentSchema>

/** An uploaded file, as multipart `file`. */
export const uploadSchema = z.object({
  file: z
    .instanceof(Blob)
    .refine(
      (file) => file.size <= MAX_UPLOAD_BYTES,
      `File is larger than ${MAX_UPLOAD_BYTES} bytes`,
    ),
})

export const uploadedFileSchema = z.object({
  file_id: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Documents: how many characters of text were read from it. */
  text_length: z.number().int().optional(),
  url: z.string().optional(),
})

/**
 * An uploaded document as the reader shows it: its text in the numbered parts answers cite as
 * "[Part N]" (part N is `parts[N - 1]`).
 */
export const documentPartsSchema = uploadedFileSchema.extend({ parts: z.array(z.string()) })

export const profilePictureSchema = z.object({ profile_picture: z.string() })

export const transcriptionSchema = z.object({ text: z.string() })

/** Reader: a question about uploaded documents, answered as a stream. */
export const fileChatRequestSchema = z.object({
  file: z.instanceof(Blob),
  /** The chat request entity as JSON text (multipart cannot nest objects). */
  payload: z.string(),
})
