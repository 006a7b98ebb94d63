import { z } from 'zod'
import { webSourceSchema } from './web-search'
import { actionTypeSchema, chatRoleSchema, importSourceSchema } from './chat'

/**
 * Your data in and out (docs/product.md#your-data): one conversation as Markdown or JSON, the
 * whole account as a zip, and imports from ChatGPT, Claude and Amply's own export.
 */

/** The formats one conversation is exported in by the server (PDF is the browser's print). */
export const exportFormatSchema = z.enum(['markdown', 'json'])
export type ExportFormat = z.infer<typeof exportFormatSchema>

export const exportConversationQuerySchema = z.object({
  format: exportFormatSchema,
  /** The last message of the branch on screen (Markdown); the newest branch when absent. */
  chat_id: z.string().max(100).optional(),
  /** The interface language, for the Markdown's few words ("You", "Reasoning"). */
  language: z.string().max(10).optional(),
})

/** A file a message was sent with: named, and where it lies in an account export. */
export const exportedAttachmentSchema = z.object({
  file_id: z.string(),
  name: z.string(),
  kind: z.enum(['document', 'image']),
  content_type: z.string(),
  size: z.number().int(),
  /** Its path inside the account export's zip; null in a conversation exported alone. */
  path: z.string().nullable(),
})

/** One message of the tree, as exported: every branch, with its parent. */
export const exportedMessageSchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  role: chatRoleSchema,
  content: z.string(),
  reasoning_content: z.string(),
  /** The model that wrote an answer, as it was named (a label when it is not offered here). */
  model: z.string().nullable(),
  model_group: z.string().nullable(),
  tool: z.string().nullable(),
  regen: z.boolean(),
  incomplete: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  attachments: z.array(exportedAttachmentSchema),
  /** The web pages an answer was given, which its `[n]` citations name (none: not searched). */
  sources: z.array(webSourceSchema).default([]),
})
export type ExportedMessage = z.infer<typeof exportedMessageSchema>

/** Amply's JSON of one conversation: the whole tree. Importing it gives the same tree back. */
export const exportedConversationSchema = z.object({
  format: z.literal('amply.conversation'),
  version: z.literal(1),
  id: z.string(),
  title: z.string(),
  tool: actionTypeSchema,
  model_id: z.string().nullable(),
  imported_from: importSourceSchema.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  messages: z.array(exportedMessageSchema),
})
export type ExportedConversation = z.infer<typeof exportedConversationSchema>

/** An export or an import of the whole account, and how far it has got. */
export const transferStatusSchema = z.enum([
  /** Export: the link is made and waits to be opened. Import: the file is read and previewed. */
  'ready',
  'running',
  'done',
  'failed',
  /** Stopped before its end (the download was cancelled, the server went down). */
  'interrupted',
])
export type TransferStatus = z.infer<typeof transferStatusSchema>

/** A part that could not be brought (a file that cannot be read, a plugin call, a missing image). */
export const missingPartSchema = z.object({
  /** What it is: a path in the archive, or the conversation and what was left out. */
  what: z.string(),
  reason: z.string(),
})
export type MissingPart = z.infer<typeof missingPartSchema>

export const accountExportSchema = z.object({
  export_id: z.string(),
  status: transferStatusSchema,
  /** The signed address of the zip (a plain link, valid for a few minutes, for its owner's job). */
  download_url: z.string().nullable(),
  /** Parts written (conversations, files, invoices) of the total known at the start. */
  done: z.number().int(),
  total: z.number().int(),
  bytes: z.number().int(),
  missing: z.array(missingPartSchema),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
})
export type AccountExport = z.infer<typeof accountExportSchema>

export const downloadQuerySchema = z.object({
  expires: z.string().max(20),
  signature: z.string().max(200),
})

/** What the file holds, before anything is stored; then how far the import has got. */
export const importJobSchema = z.object({
  import_id: z.string(),
  status: transferStatusSchema,
  source: importSourceSchema,
  file_name: z.string(),
  conversations: z.number().int(),
  messages: z.number().int(),
  oldest: z.iso.datetime({ offset: true }).nullable(),
  newest: z.iso.datetime({ offset: true }).nullable(),
  /** Conversations of this file already imported before: they are not brought in twice. */
  already_imported: z.number().int(),
  /** Conversations handled so far (imported or skipped) of `conversations`. */
  done: z.number().int(),
  imported: z.number().int(),
  /** What cannot be brought in, named (at most a few hundred; `missing_count` counts all). */
  missing: z.array(missingPartSchema),
  missing_count: z.number().int(),
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
})
export type ImportJob = z.infer<typeof importJobSchema>

export const importUploadQuerySchema = z.object({
  file_name: z.string().trim().min(1).max(255),
})
