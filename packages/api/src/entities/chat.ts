import { z } from 'zod'
import { webSearchSchema, webSourceSchema } from './web-search'

export const chatRoleSchema = z.enum(['user', 'assistant'])

/**
 * A file a question was asked with, as the question shows it. `file_id` opens it (its owner
 * only); null where it is not to be opened: a share shows the name, kind and size alone.
 */
export const messageFileSchema = z.object({
  file_id: z.string().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  kind: z.enum(['document', 'image']),
  size: z.number().int(),
})
export type MessageFile = z.infer<typeof messageFileSchema>

/**
 * One message of a conversation. Messages form a tree through `parent_id`: editing a
 * question or regenerating an answer starts a new branch beside the old one.
 */
export const chatMessageSchema = z.object({
  chat_id: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  reasoning_content: z.string().default(''),
  /** The model that answered (assistant messages). */
  model: z.string().nullable().default(null),
  model_group: z.string().nullable().default(null),
  /** The tool that produced it: chat, write, translate, read, art. */
  tool: z.string().nullable().default(null),
  /**
   * The answer is still being generated. The server sets it on an answer in progress (follow
   * it with `followAnswer`); the client sets it on its own placeholder while it streams.
   */
  loading: z.boolean().default(false),
  /** Client state: the user is editing this question. */
  edit: z.boolean().default(false),
  /** This answer was regenerated. */
  regen: z.boolean().default(false),
  parent_id: z.string().nullable(),
  /** The stream stopped before the answer was complete. */
  incomplete: z.boolean().default(false),
  /** The web pages the answer was given to read, which its `[n]` citations name. */
  sources: z.array(webSourceSchema).default([]),
  /** What the answer searched and read on the web; null when it did not search. */
  search: webSearchSchema.nullable().default(null),
  /** Questions: the files it was asked with, in the order they were attached. */
  files: z.array(messageFileSchema).default([]),
  created_at: z.iso.datetime({ offset: true }).optional(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const actionTypeSchema = z.enum(['chat', 'write', 'translate', 'read'])

/** What the user asked the tool to do (write and translate options). */
export const chatActionSchema = z.object({
  type: actionTypeSchema,
  /** Write: summarize, improve, email, sms, comments, paragraph, article, blog, thoughts, social_post; Reply: reply. */
  option: z.string().max(50).optional(),
  length: z.string().max(50).optional(),
  format: z.string().max(50).optional(),
  tone: z.string().max(50).optional(),
  /** Output language, e.g. "English (United States)". */
  language: z.string().max(100).optional(),
  /**
   * Translate: the language of the text, as chosen or detected in the browser (e.g. "French");
   * absent when the text is too short to tell, and the model works it out.
   */
  source_language: z.string().max(100).optional(),
  /** Reply: the message being answered. */
  original: z.string().max(100_000).optional(),
})
export type ChatAction = z.infer<typeof chatActionSchema>

export const chatRequestMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string().max(200_000),
  /** Ids of messages the server already stored (the active branch). */
  chat_id: z.string().optional(),
  parent_id: z.string().nullable().optional(),
})

export const chatRequestSchema = z.object({
  ai_model_id: z.string().min(1),
  /** The conversation; absent or null starts a new one. */
  session_id: z.string().nullable().optional(),
  action: chatActionSchema,
  client_agent: z.object({ type: z.literal('browser'), agent: z.string().max(512) }),
  /** The active branch, oldest first; the last one is the new question. */
  messages: z.array(chatRequestMessageSchema).min(1),
  /** Regenerate the answer to the last question instead of adding a question. */
  regenerate: z.boolean().optional(),
  /** Documents (from chat/file) to answer from. */
  file_ids: z.array(z.string()).optional(),
  /** Chat: search the web for the question and answer from what it finds, citing it. */
  web_search: z.boolean().optional(),
})
export type ChatRequest = z.infer<typeof chatRequestSchema>

/**
 * One server-sent event of a streamed answer (`chat/completions`, `followAnswer`). The first
 * event names the conversation and the two stored messages; then come `reasoning_content` and
 * `content` pieces; the last may be an `error` or `stopped`.
 */
export const streamChunkSchema = z.object({
  content: z.string().optional(),
  reasoning_content: z.string().optional(),
  error: z.string().optional(),
  /** With `error`: the HTTP status of the cause (e.g. 429, 500), for the client's error table. */
  status: z.number().int().optional(),
  session_id: z.string().optional(),
  /** Id of the stored question. */
  user_chat_id: z.string().optional(),
  /** Id of the answer being streamed. */
  chat_id: z.string().optional(),
  /** The last event of an answer that was stopped (`stopAnswer`, from any tab): stored incomplete. */
  stopped: z.literal(true).optional(),
  /** The web search as it stands now (replaces the previous one). */
  search: webSearchSchema.optional(),
  /** Every source the answer has so far (replaces the previous list). */
  sources: z.array(webSourceSchema).optional(),
})
export type StreamChunk = z.infer<typeof streamChunkSchema>

/** A non-streamed answer (`ai-chat/chat`). */
export const chatReplySchema = z.object({
  session_id: z.string(),
  chat_id: z.string(),
  content: z.string(),
  reasoning_content: z.string(),
})

/** Where an imported conversation came from (docs/product.md#your-data). */
export const importSourceSchema = z.enum(['chatgpt', 'claude', 'amply'])
export type ImportSource = z.infer<typeof importSourceSchema>

/** A stored conversation in the history list. */
export const conversationSchema = z.object({
  session_id: z.string(),
  title: z.string(),
  tool: actionTypeSchema,
  model_id: z.string().nullable(),
  /** Brought in from another assistant's export; null when it was made here. */
  imported_from: importSourceSchema.nullable().default(null),
  message_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
})
export type Conversation = z.infer<typeof conversationSchema>

export const historyQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().max(200).optional(),
  tool: actionTypeSchema.optional(),
})

export const historyPageSchema = z.object({
  items: z.array(conversationSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
})

export const conversationDetailSchema = conversationSchema.extend({
  messages: z.array(chatMessageSchema),
  /** The files its questions were asked with, first used first (a reading's document first). */
  file_ids: z.array(z.string()),
  /** Its "Search the web" switch, as last set. */
  web_search: z.boolean().default(false),
})
export type ConversationDetail = z.infer<typeof conversationDetailSchema>

export const renameConversationSchema = z.object({ title: z.string().trim().min(1).max(200) })

export const feedbackRequestSchema = z.object({
  chat_id: z.string().min(1),
  rating: z.enum(['up', 'down']),
  text: z.string().max(2000).optional(),
})

export const shareTypeSchema = z.enum(['chat', 'write', 'translate'])
export type ShareType = z.infer<typeof shareTypeSchema>

export const shareCreateRequestSchema = z.object({
  session_id: z.string().min(1),
  share_type: shareTypeSchema,
  /** The last message of the branch to share; the conversation's latest when absent. */
  chat_id: z.string().optional(),
})

export const shareSchema = z.object({
  share_id: z.string(),
  share_type: shareTypeSchema,
  session_id: z.string(),
  /** The last message of the shared branch (the owner's conversation). */
  chat_id: z.string(),
  title: z.string(),
  /** The public page: share/{shareType}/{shareId}. */
  url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
})
export type Share = z.infer<typeof shareSchema>

/** The read-only page of a share, for anyone with the link. */
export const sharedConversationSchema = shareSchema
  .omit({ session_id: true, chat_id: true })
  .extend({ messages: z.array(chatMessageSchema) })
export type SharedConversation = z.infer<typeof sharedConversationSchema>

/** The links that share a conversation now (not revoked), newest first. */
export const shareListQuerySchema = z.object({ session_id: z.string().min(1) })
export const shareListSchema = z.array(shareSchema)

export const shareContinueRequestSchema = z.object({
  share_id: z.string().min(1),
  share_type: shareTypeSchema,
  /** The interface language (`en`, `ar`, `fr`): the copy's title says it is a copy in it. */
  language: z.string().max(16).optional(),
})
/** The copy in the signed-in user's own history, and its title ("Title (copy)"). */
export const shareContinueResponseSchema = z.object({ session_id: z.string(), title: z.string() })
