import { randomUUID } from 'node:crypto'
import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import {
  chatFiles,
  chatMessageFiles,
  chatMessages,
  conversations,
} from '../../../db/schema/ai-gateway'
import type { FileStorage } from '../../../lib/file-storage'
import { CHAT_FOLDER } from '../../files/file.service'
import { imageType } from '../../files/media'
import type { ImportFile } from './import-file'
import type { ImportedConversation, ImportedMessage } from './imported-conversation'

type FileRow = typeof chatFiles.$inferInsert

/** PostgreSQL text holds no NUL: it goes, rather than the whole conversation. */
const storable = (text: string) => text.replaceAll('\u0000', '')

const extensions: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

/** The source ids of `ids` this user has already imported from `source`. */
export async function importedAlready(
  db: Pick<Database, 'select'>,
  userId: string,
  source: ImportedConversation['source'],
  ids: string[],
): Promise<Set<string>> {
  const found = new Set<string>()
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await db
      .select({ sourceId: conversations.sourceId })
      .from(conversations)
      .where(
        and(
          eq(conversations.userId, userId),
          eq(conversations.importedFrom, source),
          inArray(conversations.sourceId, ids.slice(at, at + 1000)),
        ),
      )
    for (const row of rows) if (row.sourceId) found.add(row.sourceId)
  }
  return found
}

/** The files of one message, read from the export: images put in the storage, documents' text. */
async function filesOf(
  message: ImportedMessage,
  userId: string,
  file: ImportFile,
  storage: FileStorage,
  missing: string[],
): Promise<FileRow[]> {
  const rows: FileRow[] = []
  for (const attachment of message.attachments) {
    if ('text' in attachment || attachment.kind === 'document') {
      const text =
        'text' in attachment
          ? attachment.text
          : new TextDecoder().decode(
              (await file.readEntry(attachment.path, MAX_UPLOAD_BYTES)) ?? undefined,
            )
      rows.push({
        id: randomUUID(),
        userId,
        kind: 'document',
        name: attachment.name,
        mimeType: 'text/plain',
        size: new TextEncoder().encode(text).byteLength,
        content: storable(text),
      })
      continue
    }
    const bytes = await file.readEntry(attachment.path, MAX_UPLOAD_BYTES)
    const type = bytes && (await imageType(bytes))
    if (!bytes || !type) {
      missing.push(
        `image ${attachment.name} (${bytes ? 'not an image' : 'not in the export, or too large'})`,
      )
      continue
    }
    const id = randomUUID()
    const storageKey = `${CHAT_FOLDER}/${id}.${extensions[type] ?? 'bin'}`
    await storage.put(storageKey, bytes, type)
    rows.push({
      id,
      userId,
      kind: 'image',
      name: attachment.name,
      mimeType: type,
      size: bytes.byteLength,
      content: '',
      storageKey,
    })
  }
  return rows
}

/**
 * Writes one imported conversation in one transaction: the conversation marked with where it
 * came from, every message with its parent, the files each was sent with. One already imported
 * from the same source (its `source_id`) is skipped: a second import doubles nothing. Answers
 * whether it was written.
 */
export async function storeConversation(
  { db, storage }: { db: Database; storage: FileStorage },
  userId: string,
  conversation: ImportedConversation,
  file: ImportFile,
): Promise<'imported' | 'skipped'> {
  const { source, sourceId } = conversation
  if ((await importedAlready(db, userId, source, [sourceId])).size > 0) return 'skipped'
  const ids = new Map(conversation.messages.map((message) => [message.key, randomUUID()]))
  const files = new Map<string, FileRow[]>()
  for (const message of conversation.messages) {
    const rows = await filesOf(message, userId, file, storage, conversation.missing)
    if (rows.length > 0) files.set(message.key, rows)
  }
  const stored = [...files.values()]
    .flat()
    .flatMap((row) => (row.storageKey ? [row.storageKey] : []))
  const removeStored = () =>
    Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)))
  try {
    const result = await db.transaction(async (tx) => {
      if ((await importedAlready(tx, userId, source, [sourceId])).size > 0) {
        return 'skipped'
      }
      const [row] = await tx
        .insert(conversations)
        .values({
          userId,
          title: storable(conversation.title),
          tool: conversation.tool,
          modelId: conversation.modelId,
          importedFrom: source,
          sourceId,
          createdAt: conversation.createdAt,
          updatedAt: conversation.updatedAt,
        })
        .returning({ id: conversations.id })
      if (!row) throw new Error('No conversation was stored')
      const values = conversation.messages.map((message) => ({
        id: ids.get(message.key) ?? randomUUID(),
        conversationId: row.id,
        parentId: message.parentKey ? (ids.get(message.parentKey) ?? null) : null,
        role: message.role,
        content: storable(message.content),
        reasoningContent: storable(message.reasoning),
        model: message.model,
        modelGroup: message.modelGroup,
        tool: message.tool,
        regen: message.regen,
        incomplete: message.incomplete,
        createdAt: message.createdAt,
      }))
      for (let at = 0; at < values.length; at += 500) {
        await tx.insert(chatMessages).values(values.slice(at, at + 500))
      }
      const fileRows = [...files.values()].flat()
      if (fileRows.length > 0) {
        await tx.insert(chatFiles).values(fileRows)
        await tx
          .insert(chatMessageFiles)
          .values(
            [...files].flatMap(([key, rows]) =>
              rows.map((file) => ({ messageId: ids.get(key) ?? '', fileId: file.id ?? '' })),
            ),
          )
      }
      return 'imported' as const
    })
    if (result === 'skipped') await removeStored()
    return result
  } catch (error) {
    await removeStored()
    throw error
  }
}
