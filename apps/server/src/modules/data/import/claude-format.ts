import { z } from 'zod'
import type {
  ImportedAttachment,
  ImportedConversation,
  ImportedMessage,
} from './imported-conversation'
import { orderedTimes, timeOf, titleOf } from './imported-conversation'

/**
 * Claude's data export (`conversations.json`): an array of conversations, each with its
 * `chat_messages` in order; newer exports name each message's parent
 * (`parent_message_uuid`), which keeps edits and retries as siblings. Read leniently.
 */
const contentPartSchema = z
  .object({
    type: z.string(),
    text: z.string().nullish(),
    thinking: z.string().nullish(),
    name: z.string().nullish(),
  })
  .loose()

const messageSchema = z
  .object({
    uuid: z.string(),
    text: z.string().nullish(),
    content: z.array(contentPartSchema).nullish(),
    sender: z.string(),
    created_at: z.string().nullish(),
    parent_message_uuid: z.string().nullish(),
    attachments: z
      .array(
        z
          .object({ file_name: z.string().nullish(), extracted_content: z.string().nullish() })
          .loose(),
      )
      .nullish(),
    files: z.array(z.object({ file_name: z.string().nullish() }).loose()).nullish(),
  })
  .loose()

export const claudeConversationSchema = z
  .object({
    uuid: z.string(),
    name: z.string().nullish(),
    created_at: z.string().nullish(),
    updated_at: z.string().nullish(),
    model: z.string().nullish(),
    chat_messages: z.array(messageSchema),
  })
  .loose()
export type ClaudeConversation = z.infer<typeof claudeConversationSchema>

/** Claude's parent of a first message: no message. */
const ROOT_PARENT = '00000000-0000-4000-8000-000000000000'

/** One Claude conversation as ours: text, thinking as reasoning, documents' text as files. */
export function fromClaude(conversation: ClaudeConversation): ImportedConversation {
  const created = timeOf(conversation.created_at) ?? new Date(0)
  const missing: string[] = []
  const known = new Set(conversation.chat_messages.map((message) => message.uuid))
  const messages: ImportedMessage[] = []
  let previous: string | null = null
  for (const message of conversation.chat_messages) {
    const role =
      message.sender === 'human' ? 'user' : message.sender === 'assistant' ? 'assistant' : null
    if (!role) continue
    const parts = message.content ?? []
    const text =
      parts.length > 0
        ? parts
            .flatMap((part) => (part.type === 'text' && part.text ? [part.text] : []))
            .join('\n\n')
        : (message.text ?? '')
    const reasoning = parts
      .flatMap((part) => (part.type === 'thinking' && part.thinking ? [part.thinking] : []))
      .join('\n\n')
    for (const part of parts) {
      if (part.type === 'tool_use' || part.type === 'tool_result') {
        missing.push(`${part.type.replace('_', ' ')} ${part.name ?? ''}`.trim())
      }
    }
    const attachments: ImportedAttachment[] = (message.attachments ?? []).map((file) => ({
      kind: 'document',
      name: file.file_name ?? 'attachment.txt',
      text: file.extracted_content ?? '',
    }))
    for (const file of message.files ?? []) {
      missing.push(`file ${file.file_name ?? ''} (not in the export)`.trim())
    }
    const parent =
      message.parent_message_uuid && message.parent_message_uuid !== ROOT_PARENT
        ? known.has(message.parent_message_uuid)
          ? message.parent_message_uuid
          : previous
        : message.parent_message_uuid === ROOT_PARENT
          ? null
          : previous
    messages.push({
      key: message.uuid,
      parentKey: parent,
      role,
      content: text,
      reasoning,
      model: role === 'assistant' ? (conversation.model ?? 'Claude') : null,
      modelGroup: null,
      tool: null,
      regen: false,
      incomplete: false,
      createdAt: timeOf(message.created_at) ?? created,
      attachments,
    })
    previous = message.uuid
  }
  orderedTimes(messages, created)
  return {
    source: 'claude',
    sourceId: conversation.uuid,
    title: titleOf(conversation.name),
    tool: 'chat',
    modelId: conversation.model ?? null,
    createdAt: created,
    updatedAt: timeOf(conversation.updated_at) ?? created,
    messages,
    missing,
  }
}
