import type { WebSearch, WebSource } from '@amply/api/entities/web-search'
import type { ChatMessage, Conversation, MessageFile } from '@amply/api/entities/chat'
import { and, asc, count, desc, eq, ilike, inArray, min, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import {
  chatFiles,
  chatMessageFiles,
  chatMessages,
  conversations,
} from '../../db/schema/ai-gateway'
import { isUuid } from './ids'

type ConversationRow = typeof conversations.$inferSelect
type MessageRow = typeof chatMessages.$inferSelect
export type Tool = ConversationRow['tool']

const notFound = () =>
  new HTTPException(404, { message: 'This conversation does not exist or was deleted.' })

/** A file a question was asked with, as stored. */
export type Attachment = Pick<
  typeof chatFiles.$inferSelect,
  'id' | 'name' | 'kind' | 'mimeType' | 'size' | 'storageKey'
>

/** The files each message was sent with, by message id, in the order they were stored. */
export async function attachmentsOf(
  db: Database,
  messageIds: string[],
): Promise<Map<string, Attachment[]>> {
  const byMessage = new Map<string, Attachment[]>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select({
      messageId: chatMessageFiles.messageId,
      id: chatFiles.id,
      name: chatFiles.name,
      kind: chatFiles.kind,
      mimeType: chatFiles.mimeType,
      size: chatFiles.size,
      storageKey: chatFiles.storageKey,
    })
    .from(chatMessageFiles)
    .innerJoin(chatFiles, eq(chatFiles.id, chatMessageFiles.fileId))
    .where(inArray(chatMessageFiles.messageId, messageIds))
    .orderBy(asc(chatFiles.createdAt), asc(chatFiles.id))
  for (const { messageId, ...file } of rows) {
    byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), file])
  }
  return byMessage
}

/** How a question shows a file it was asked with (`file_id` null: it opens nothing). */
export const toMessageFile = (file: Attachment, openable = true): MessageFile => ({
  file_id: openable ? file.id : null,
  file_name: file.name,
  content_type: file.mimeType,
  kind: file.kind,
  size: file.size,
})

export const toMessageEntity = (row: MessageRow, files: MessageFile[] = []): ChatMessage => ({
  chat_id: row.id,
  role: row.role,
  content: row.content,
  reasoning_content: row.reasoningContent,
  model: row.model,
  model_group: row.modelGroup,
  tool: row.tool,
  loading: false,
  edit: false,
  regen: row.regen,
  parent_id: row.parentId,
  incomplete: row.incomplete,
  sources: row.sources,
  search: row.search,
  files,
  created_at: row.createdAt.toISOString(),
})

const toConversationEntity = (row: ConversationRow, messageCount: number): Conversation => ({
  session_id: row.id,
  title: row.title,
  tool: row.tool,
  model_id: row.modelId,
  imported_from: row.importedFrom,
  message_count: messageCount,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

// Written out: Drizzle leaves columns unqualified here, and inside a subquery "id" would be the message's.
const messageCountOfRow = sql<number>`(select count(*) from chat_messages m where m.conversation_id = "conversations"."id")::int`

/** LIKE treats % and _ as wildcards: a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A title from the first words of the first question. */
export const titleFrom = (question: string) => {
  const line = question.trim().replace(/\s+/g, ' ')
  return (line.length > 60 ? `${line.slice(0, 57)}…` : line) || 'New conversation'
}

export interface NewMessage {
  /** Chosen by the caller when the id must be known before the row is written. */
  id?: string
  conversationId: string
  parentId: string | null
  role: 'user' | 'assistant'
  content: string
  model?: string | null
  modelGroup?: string | null
  tool: string
  regen?: boolean
  incomplete?: boolean
  creditGroup?: string | null
  createdAt: Date
}

/** Conversations stored as message trees, each only ever seen by its owner. */
export function createConversationService(db: Database, now: () => number) {
  async function owned(userId: string, sessionId: string): Promise<ConversationRow> {
    if (!isUuid(sessionId)) throw notFound()
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, sessionId), eq(conversations.userId, userId)))
    if (!row) throw notFound()
    return row
  }

  async function messagesOf(conversationId: string): Promise<MessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
  }

  /** The files the conversation's questions were asked with, each once, first used first. */
  async function filesOf(conversationId: string): Promise<string[]> {
    const rows = await db
      .select({ fileId: chatMessageFiles.fileId })
      .from(chatMessageFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatMessageFiles.messageId))
      .where(eq(chatMessages.conversationId, conversationId))
      .groupBy(chatMessageFiles.fileId)
      .orderBy(asc(min(chatMessages.createdAt)), asc(chatMessageFiles.fileId))
    return rows.map((row) => row.fileId)
  }

  async function messageCount(conversationId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
    return row?.n ?? 0
  }

  return {
    owned,
    messagesOf,

    async create(input: {
      id?: string
      userId: string
      tool: Tool
      title: string
      modelId: string | null
      webSearch?: boolean
      createdAt?: Date
    }): Promise<ConversationRow> {
      const at = input.createdAt ?? new Date(now())
      const [row] = await db
        .insert(conversations)
        .values({ ...input, createdAt: at, updatedAt: at })
        .returning()
      if (!row) throw new Error('No conversation was stored')
      return row
    },

    /** A message of the conversation, or null: ids from the client are checked against it. */
    async messageIn(conversationId: string, messageId: string): Promise<MessageRow | null> {
      if (!isUuid(messageId)) return null
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.id, messageId), eq(chatMessages.conversationId, conversationId)))
      return row ?? null
    },

    /** Adds messages in one statement; `touch` moves an existing conversation up the history. */
    async addMessages(messages: NewMessage[], { touch }: { touch: boolean }): Promise<void> {
      const latest = messages.at(-1)
      if (!latest) return
      await db.insert(chatMessages).values(messages)
      if (!touch) return
      await db
        .update(conversations)
        .set({ updatedAt: latest.createdAt, ...(latest.model ? { modelId: latest.model } : {}) })
        .where(eq(conversations.id, latest.conversationId))
    },

    async finishAnswer(
      messageId: string,
      answer: {
        content: string
        reasoningContent: string
        incomplete: boolean
        promptTokens: number | null
        completionTokens: number | null
        credits: number
        /** The pages the answer was given, and what it searched (docs/product.md#web-search). */
        sources?: WebSource[]
        search?: WebSearch | null
      },
    ): Promise<void> {
      await db.update(chatMessages).set(answer).where(eq(chatMessages.id, messageId))
    },

    async list(
      userId: string,
      query: {
        page: number
        page_size: number
        search?: string | undefined
        tool?: Tool | undefined
      },
    ) {
      const filters: SQL[] = [eq(conversations.userId, userId)]
      if (query.tool) filters.push(eq(conversations.tool, query.tool))
      const search = query.search?.trim()
      if (search) {
        const pattern = likePattern(search)
        const inMessages = sql`exists (select 1 from chat_messages m where m.conversation_id = "conversations"."id" and m.content ilike ${pattern})`
        const either = or(ilike(conversations.title, pattern), inMessages)
        if (either) filters.push(either)
      }
      const where = and(...filters)
      const [total] = await db.select({ n: count() }).from(conversations).where(where)
      const rows = await db
        .select({
          conversation: conversations,
          messages: messageCountOfRow,
        })
        .from(conversations)
        .where(where)
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
      return {
        items: rows.map((row) => toConversationEntity(row.conversation, row.messages)),
        page: query.page,
        page_size: query.page_size,
        total: total?.n ?? 0,
      }
    },

    async detail(userId: string, sessionId: string) {
      const row = await owned(userId, sessionId)
      const [messages, files] = await Promise.all([messagesOf(row.id), filesOf(row.id)])
      const attached = await attachmentsOf(
        db,
        messages.filter((m) => m.role === 'user').map((m) => m.id),
      )
      return {
        ...toConversationEntity(row, messages.length),
        messages: messages.map((m) =>
          toMessageEntity(
            m,
            attached.get(m.id)?.map((file) => toMessageFile(file)),
          ),
        ),
        file_ids: files,
        web_search: row.webSearch,
      }
    },

    /** Ids of the conversation's answers stored incomplete: those some process may still write. */
    async unfinishedAnswers(userId: string, sessionId: string): Promise<string[]> {
      const row = await owned(userId, sessionId)
      const rows = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, row.id),
            eq(chatMessages.role, 'assistant'),
            eq(chatMessages.incomplete, true),
          ),
        )
      return rows.map((message) => message.id)
    },

    /** The conversation's "Search the web" switch (docs/product.md#web-search). */
    async setWebSearch(userId: string, sessionId: string, webSearch: boolean): Promise<boolean> {
      const row = await owned(userId, sessionId)
      await db.update(conversations).set({ webSearch }).where(eq(conversations.id, row.id))
      return webSearch
    },

    async rename(userId: string, sessionId: string, title: string) {
      const row = await owned(userId, sessionId)
      const [renamed] = await db
        .update(conversations)
        .set({ title, updatedAt: new Date(now()) })
        .where(eq(conversations.id, row.id))
        .returning()
      return toConversationEntity(renamed ?? row, await messageCount(row.id))
    },

    async remove(userId: string, sessionId: string) {
      const row = await owned(userId, sessionId)
      await db.delete(conversations).where(eq(conversations.id, row.id))
    },

    /** An answer of the user's own conversations; 404 for another's or an unknown id. */
    async answerOf(userId: string, chatId: string): Promise<MessageRow> {
      const missing = new HTTPException(404, {
        message: 'This answer does not exist or was deleted.',
      })
      if (!isUuid(chatId)) throw missing
      const [row] = await db
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .where(
          and(
            eq(chatMessages.id, chatId),
            eq(conversations.userId, userId),
            eq(chatMessages.role, 'assistant'),
          ),
        )
      if (!row) throw missing
      return row.message
    },

    /** Thumbs on an answer of the user's own conversations. */
    async feedback(
      userId: string,
      chatId: string,
      rating: 'up' | 'down',
      text: string | undefined,
    ) {
      const missing = new HTTPException(404, {
        message: 'This answer does not exist or was deleted.',
      })
      if (!isUuid(chatId)) throw missing
      const [row] = await db
        .select({ id: chatMessages.id, role: chatMessages.role })
        .from(chatMessages)
        .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
        .where(and(eq(chatMessages.id, chatId), eq(conversations.userId, userId)))
      if (!row) throw missing
      if (row.role !== 'assistant') {
        throw new HTTPException(400, { message: 'Feedback is given on answers, not on questions.' })
      }
      await db
        .update(chatMessages)
        .set({ feedbackRating: rating, feedbackText: text ?? null })
        .where(eq(chatMessages.id, chatId))
    },
  }
}

export type ConversationService = ReturnType<typeof createConversationService>
