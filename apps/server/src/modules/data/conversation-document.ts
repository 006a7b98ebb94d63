import type { ExportedConversation, ExportedMessage } from '@amply/api/entities/data-transfer'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { chatMessages } from '../../db/schema/ai-gateway'
import type { conversations } from '../../db/schema/ai-gateway'
import { attachmentsOf } from '../conversations/conversation.service'
import type { Attachment } from '../conversations/conversation.service'

type ConversationRow = typeof conversations.$inferSelect
type MessageRow = typeof chatMessages.$inferSelect
type AttachmentRow = Attachment

/** Where a file lies in an account export (`uploads/<id>-<name>`), or null outside one. */
export type AttachmentPath = (file: AttachmentRow) => string | null

export async function messagesOf(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
}

/**
 * A stored conversation as Amply's JSON: every message of the tree with its parent, model,
 * times, reasoning and the files it was sent with. Importing it gives the same tree back.
 */
export async function conversationDocument(
  db: Database,
  conversation: ConversationRow,
  pathOf: AttachmentPath = () => null,
): Promise<ExportedConversation> {
  const messages = await messagesOf(db, conversation.id)
  const files = await attachmentsOf(
    db,
    messages.map((message) => message.id),
  )
  return {
    format: 'amply.conversation',
    version: 1,
    id: conversation.id,
    title: conversation.title,
    tool: conversation.tool,
    model_id: conversation.modelId,
    imported_from: conversation.importedFrom,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    messages: messages.map((message): ExportedMessage => ({
      id: message.id,
      parent_id: message.parentId,
      role: message.role,
      content: message.content,
      reasoning_content: message.reasoningContent,
      model: message.model,
      model_group: message.modelGroup,
      tool: message.tool,
      regen: message.regen,
      incomplete: message.incomplete,
      created_at: message.createdAt.toISOString(),
      sources: message.sources,
      attachments: (files.get(message.id) ?? []).map((file) => ({
        file_id: file.id,
        name: file.name,
        kind: file.kind,
        content_type: file.mimeType,
        size: file.size,
        path: pathOf(file),
      })),
    })),
  }
}
