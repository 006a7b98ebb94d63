import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { chatFiles, chatMessageFiles } from '../../db/schema/ai-gateway'
import { readObject } from '../../lib/file-storage'
import type { FileStorage } from '../../lib/file-storage'
import { isUuid } from '../conversations/ids'
import { DocumentError, readDocument } from './document-text'
import { imageType } from './media'

const unreadable = (error: unknown) => {
  if (error instanceof DocumentError) {
    return new HTTPException(error.reason === 'unsupported' ? 415 : 422, { message: error.message })
  }
  return new HTTPException(422, { message: 'This document could not be read.', cause: error })
}

/** The storage folder of images sent to a chat. */
export const CHAT_FOLDER = 'chat'

const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

type FileRow = typeof chatFiles.$inferSelect

/** A multipart field's Blob as a File (a field sent without a file name is a plain Blob). */
export const asFile = (blob: Blob): File =>
  blob instanceof File ? blob : new File([blob], 'upload', { type: blob.type })

export interface FileServiceDeps {
  db: Database
  storage: FileStorage
  now: () => number
}

/** Documents (their text) and images a user uploads for chat, the reader and multimodal models. */
export function createFileService({ db, storage, now }: FileServiceDeps) {
  return {
    /** Reads a document's text; 415 for another type, 422 for one without text. */
    async readUpload(file: File) {
      const bytes = new Uint8Array(await file.arrayBuffer())
      try {
        return { bytes, ...(await readDocument({ name: file.name, bytes })) }
      } catch (error) {
        throw unreadable(error)
      }
    },

    async storeDocument(userId: string, file: File) {
      const read = await this.readUpload(file)
      const [row] = await db
        .insert(chatFiles)
        .values({
          userId,
          kind: 'document',
          name: file.name,
          mimeType: read.mimeType,
          size: read.bytes.byteLength,
          content: read.text,
          createdAt: new Date(now()),
        })
        .returning()
      if (!row) throw new Error('No file was stored')
      return {
        file_id: row.id,
        file_name: row.name,
        content_type: row.mimeType,
        size: row.size,
        text_length: row.content.length,
      }
    },

    async storeImage(userId: string, file: File) {
      const mimeType = await imageType(file)
      if (!mimeType) {
        throw new HTTPException(415, {
          message: 'Only PNG, JPEG, WebP and GIF images can be sent.',
        })
      }
      // The bytes first: a row never names an object that is not there.
      const id = randomUUID()
      const storageKey = `${CHAT_FOLDER}/${id}.${extensions[mimeType] ?? 'bin'}`
      await storage.put(storageKey, file.stream(), mimeType)
      const [row] = await db
        .insert(chatFiles)
        .values({
          id,
          userId,
          kind: 'image',
          name: file.name,
          mimeType,
          size: file.size,
          content: '',
          storageKey,
          createdAt: new Date(now()),
        })
        .returning({ id: chatFiles.id })
      if (!row) throw new Error('No file was stored')
      return {
        file_id: row.id,
        file_name: file.name,
        content_type: mimeType,
        size: file.size,
      }
    },

    /** The user's own files among `ids` (others' and unknown ids are left out). */
    async owned(userId: string, ids: string[]) {
      const valid = ids.filter(isUuid)
      if (valid.length === 0) return []
      return db
        .select()
        .from(chatFiles)
        .where(and(eq(chatFiles.userId, userId), inArray(chatFiles.id, valid)))
    },

    /** An image as a data URL for a multimodal model; null when its bytes are gone. */
    async imageDataUrl(file: FileRow): Promise<string | null> {
      if (!file.storageKey) return file.content || null
      const bytes = await readObject(storage, file.storageKey)
      return bytes && `data:${file.mimeType};base64,${Buffer.from(bytes).toString('base64')}`
    },

    /** An image's bytes, to show it again; null when they are gone. */
    async imageBytes(file: FileRow): Promise<Uint8Array | null> {
      if (file.storageKey) return readObject(storage, file.storageKey)
      // Stored before the file storage: a data URL.
      const base64 = /^data:[^;,]+;base64,(.*)$/s.exec(file.content)?.[1]
      return base64 ? new Uint8Array(Buffer.from(base64, 'base64')) : null
    },

    /** Records that a question was asked with these files: they are kept while it is. */
    async attach(messageId: string, fileIds: string[]): Promise<void> {
      if (fileIds.length === 0) return
      await db
        .insert(chatMessageFiles)
        .values(fileIds.map((fileId) => ({ messageId, fileId })))
        .onConflictDoNothing()
    },
  }
}

export type FileService = ReturnType<typeof createFileService>
