import { z } from 'zod'
import type {
  ImportedAttachment,
  ImportedConversation,
  ImportedMessage,
} from './imported-conversation'
import { orderedTimes, timeOf, titleOf } from './imported-conversation'

/**
 * ChatGPT's data export (`conversations.json`): an array of conversations whose `mapping` is
 * the tree itself, node by id with its parent and children; every edit and regenerate is a
 * sibling. Read leniently: fields ChatGPT adds later are ignored, not refused.
 */
const contentSchema = z
  .object({
    content_type: z.string(),
    parts: z.array(z.unknown()).optional(),
    text: z.string().optional(),
    language: z.string().optional(),
  })
  .loose()

const nodeSchema = z.object({
  id: z.string(),
  parent: z.string().nullish(),
  children: z.array(z.string()).default([]),
  message: z
    .object({
      id: z.string(),
      author: z.object({ role: z.string(), name: z.string().nullish() }).loose(),
      create_time: z.number().nullish(),
      content: contentSchema,
      recipient: z.string().nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .loose()
    .nullish(),
})

export const chatgptConversationSchema = z
  .object({
    title: z.string().nullish(),
    create_time: z.number().nullish(),
    update_time: z.number().nullish(),
    mapping: z.record(z.string(), nodeSchema),
    current_node: z.string().nullish(),
    conversation_id: z.string().nullish(),
    id: z.string().nullish(),
    default_model_slug: z.string().nullish(),
  })
  .loose()
export type ChatgptConversation = z.infer<typeof chatgptConversationSchema>
type Node = z.infer<typeof nodeSchema>

const assetPointer = z.object({
  content_type: z.literal('image_asset_pointer'),
  asset_pointer: z.string(),
})

/** The id of a file ChatGPT points at (`file-service://file-abc` → `file-abc`). */
const fileIdOf = (pointer: string) => pointer.replace(/^[a-z-]+:\/\//, '')

/** What a kept message says, and the images it shows; null for a node we do not keep. */
function readContent(
  content: z.infer<typeof contentSchema>,
  imagePath: (fileId: string) => string | null,
  missing: string[],
): { text: string; attachments: ImportedAttachment[] } | null {
  switch (content.content_type) {
    case 'text':
      return {
        text: (content.parts ?? []).filter((p): p is string => typeof p === 'string').join('\n'),
        attachments: [],
      }
    case 'code':
      return {
        text: `\`\`\`${content.language ?? ''}\n${content.text ?? ''}\n\`\`\``,
        attachments: [],
      }
    case 'multimodal_text': {
      const texts: string[] = []
      const attachments: ImportedAttachment[] = []
      for (const part of content.parts ?? []) {
        if (typeof part === 'string') {
          texts.push(part)
          continue
        }
        const image = assetPointer.safeParse(part)
        if (!image.success) continue
        const fileId = fileIdOf(image.data.asset_pointer)
        const path = imagePath(fileId)
        if (path) attachments.push({ kind: 'image', name: path.split('/').at(-1) ?? fileId, path })
        else missing.push(`image ${fileId} (not in the export)`)
      }
      return { text: texts.join('\n'), attachments }
    }
    default:
      return null
  }
}

/**
 * One ChatGPT conversation as ours: its user and assistant messages, each under its nearest
 * kept ancestor (system prompts, hidden nodes, tool calls and their results are left out and
 * named), with the model of each answer as it was named.
 */
export function fromChatgpt(
  conversation: ChatgptConversation,
  imagePath: (fileId: string) => string | null,
): ImportedConversation {
  const sourceId = conversation.conversation_id ?? conversation.id ?? ''
  const created = timeOf(conversation.create_time) ?? new Date(0)
  const missing: string[] = []
  const messages: ImportedMessage[] = []
  const roots = Object.values(conversation.mapping).filter(
    (node) => !node.parent || !conversation.mapping[node.parent],
  )
  // Depth first from the roots, so a parent is always handled before its children.
  const stack = roots.reverse().map((node) => ({ node, parentKey: null as string | null }))
  const seen = new Set<string>()
  while (stack.length > 0) {
    const { node, parentKey } = stack.pop() ?? { node: undefined, parentKey: null }
    if (!node || seen.has(node.id)) continue
    seen.add(node.id)
    const kept = keep(node, parentKey)
    const children = node.children.flatMap((id) => conversation.mapping[id] ?? [])
    for (const child of children.reverse())
      stack.push({ node: child, parentKey: kept ?? parentKey })
  }
  orderedTimes(messages, created)
  return {
    source: 'chatgpt',
    sourceId,
    title: titleOf(conversation.title),
    tool: 'chat',
    modelId: conversation.default_model_slug ?? null,
    createdAt: created,
    updatedAt: timeOf(conversation.update_time) ?? created,
    messages,
    missing,
  }

  /** Adds the node's message if it is one we keep; answers its key, or null. */
  function keep(node: Node, parentKey: string | null): string | null {
    const message = node.message
    if (!message) return null
    const role = message.author.role
    const hidden = message.metadata?.is_visually_hidden_from_conversation === true
    if (role === 'system' || hidden) return null
    if (role === 'tool' || (message.recipient && message.recipient !== 'all')) {
      missing.push(
        `${role === 'tool' ? 'tool result' : 'tool call'} ${message.author.name ?? message.recipient ?? ''}`.trim(),
      )
      return null
    }
    if (role !== 'user' && role !== 'assistant') return null
    const read = readContent(message.content, imagePath, missing)
    if (!read) {
      missing.push(`${message.content.content_type} message`)
      return null
    }
    if (read.text.trim() === '' && read.attachments.length === 0) return null
    const model = message.metadata?.model_slug
    messages.push({
      key: node.id,
      parentKey,
      role,
      content: read.text,
      reasoning: '',
      model: role === 'assistant' && typeof model === 'string' ? model : null,
      modelGroup: null,
      tool: null,
      regen: false,
      incomplete:
        message.metadata?.finish_details === undefined
          ? false
          : isCutOff(message.metadata.finish_details),
      createdAt: timeOf(message.create_time) ?? created,
      attachments: read.attachments,
    })
    return node.id
  }
}

/** An answer ChatGPT stopped before its end (`finish_details.type` is `interrupted`). */
const isCutOff = (details: unknown) =>
  typeof details === 'object' &&
  details !== null &&
  (details as { type?: unknown }).type === 'interrupted'

/** Messages a conversation holds, as `fromChatgpt` keeps them, for the preview. */
export const chatgptMessageCount = (conversation: ChatgptConversation) =>
  fromChatgpt(conversation, () => null).messages.length
