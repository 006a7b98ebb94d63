import { randomBytes } from 'node:crypto'
import type { ShareType } from '@amply/api/entities/chat'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import {
  chatMessages,
  conversations as conversationTable,
  shares,
} from '../../db/schema/ai-gateway'
import type { ConversationService } from '../conversations/conversation.service'
import {
  attachmentsOf,
  toMessageEntity,
  toMessageFile,
} from '../conversations/conversation.service'
import { copyTitle } from './copy-title'

type MessageRow = typeof chatMessages.$inferSelect
type ShareRow = typeof shares.$inferSelect

const shareGone = () =>
  new HTTPException(404, { message: 'This share does not exist or is no longer shared.' })

/** The messages from the root down to `leafId`, oldest first: one branch of the tree. */
export function branchTo(messages: MessageRow[], leafId: string): MessageRow[] {
  const byId = new Map(messages.map((m) => [m.id, m]))
  const branch: MessageRow[] = []
  for (let at = byId.get(leafId); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
    branch.unshift(at)
    if (branch.length > messages.length) break // a cycle cannot happen, but never loop forever
  }
  return branch
}

export interface ShareDeps {
  db: Database
  conversations: ConversationService
  publicUrl: string
  now: () => number
}

/** Read-only shares of a conversation branch: create, revoke, read by anyone, copy to continue. */
export function createShareService({ db, conversations, publicUrl, now }: ShareDeps) {
  // The public page leaves out which conversation of the owner it comes from.
  const toPublicShare = (row: ShareRow) => ({
    share_id: row.id,
    share_type: row.shareType,
    title: row.title,
    url: `${publicUrl}/share/${row.shareType}/${row.id}`,
    created_at: row.createdAt.toISOString(),
  })
  const toShare = (row: ShareRow) => ({
    ...toPublicShare(row),
    session_id: row.conversationId,
    chat_id: row.leafMessageId,
  })

  async function live(shareType: ShareType, shareId: string): Promise<ShareRow> {
    const [row] = await db
      .select()
      .from(shares)
      .where(and(eq(shares.id, shareId), eq(shares.shareType, shareType), isNull(shares.revokedAt)))
    if (!row) throw shareGone()
    return row
  }

  async function sharedBranch(row: ShareRow): Promise<MessageRow[]> {
    return branchTo(await conversations.messagesOf(row.conversationId), row.leafMessageId)
  }

  return {
    async create(
      userId: string,
      input: { session_id: string; share_type: ShareType; chat_id?: string | undefined },
    ) {
      const conversation = await conversations.owned(userId, input.session_id)
      if (conversation.tool !== input.share_type) {
        throw new HTTPException(400, {
          message: `This is a ${conversation.tool} conversation, not a ${input.share_type} one.`,
        })
      }
      const messages = await conversations.messagesOf(conversation.id)
      const leaf = input.chat_id ? messages.find((m) => m.id === input.chat_id) : messages.at(-1)
      if (!leaf) {
        throw new HTTPException(400, { message: 'There is no such message in this conversation.' })
      }
      const [row] = await db
        .insert(shares)
        .values({
          id: randomBytes(16).toString('base64url'),
          userId,
          conversationId: conversation.id,
          shareType: input.share_type,
          leafMessageId: leaf.id,
          title: conversation.title,
          createdAt: new Date(now()),
        })
        .returning()
      if (!row) throw new Error('No share was stored')
      return toShare(row)
    },

    /** The owner's live links to one conversation, newest first. */
    async list(userId: string, sessionId: string) {
      const conversation = await conversations.owned(userId, sessionId)
      const rows = await db
        .select()
        .from(shares)
        .where(
          and(
            eq(shares.userId, userId),
            eq(shares.conversationId, conversation.id),
            isNull(shares.revokedAt),
          ),
        )
        .orderBy(desc(shares.createdAt))
      return rows.map(toShare)
    },

    async revoke(userId: string, shareId: string) {
      const [row] = await db
        .update(shares)
        .set({ revokedAt: new Date(now()) })
        .where(and(eq(shares.id, shareId), eq(shares.userId, userId), isNull(shares.revokedAt)))
        .returning({ id: shares.id })
      if (!row) throw shareGone()
    },

    async read(shareType: ShareType, shareId: string) {
      const row = await live(shareType, shareId)
      const share = toPublicShare(row)
      const branch = await sharedBranch(row)
      // A share shows what its questions were asked with by name, kind and size: the files
      // themselves stay the owner's (docs/product.md#sharing).
      const attached = await attachmentsOf(
        db,
        branch.map((m) => m.id),
      )
      return {
        ...share,
        messages: branch.map((m) =>
          toMessageEntity(
            m,
            attached.get(m.id)?.map((file) => toMessageFile(file, false)),
          ),
        ),
      }
    },

    /** Copies the shared branch into the user's own history, as a new conversation named a copy. */
    async continueAs(
      userId: string,
      shareType: ShareType,
      shareId: string,
      language: string | undefined,
    ) {
      const row = await live(shareType, shareId)
      const branch = await sharedBranch(row)
      const title = copyTitle(row.title, language)
      const copy = await conversations.create({
        userId,
        tool: shareType,
        title,
        modelId: branch.findLast((m) => m.model)?.model ?? null,
      })
      const newIds = new Map<string, string>()
      for (const message of branch) {
        const [stored] = await db
          .insert(chatMessages)
          .values({
            conversationId: copy.id,
            parentId: message.parentId ? (newIds.get(message.parentId) ?? null) : null,
            role: message.role,
            content: message.content,
            reasoningContent: message.reasoningContent,
            model: message.model,
            modelGroup: message.modelGroup,
            tool: message.tool,
            regen: message.regen,
            incomplete: message.incomplete,
            sources: message.sources,
            search: message.search,
            createdAt: message.createdAt,
          })
          .returning({ id: chatMessages.id })
        if (stored) newIds.set(message.id, stored.id)
      }
      await db
        .update(conversationTable)
        .set({ updatedAt: new Date(now()) })
        .where(eq(conversationTable.id, copy.id))
      return { session_id: copy.id, title }
    },
  }
}

export type ShareService = ReturnType<typeof createShareService>
