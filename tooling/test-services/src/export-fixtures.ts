import { deflateRawSync } from 'node:zlib'

/**
 * Exports as ChatGPT and Claude publish them, written by the tests, and a zip writer that can
 * also write what no honest tool writes (a size that lies, a path with `..`).
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

export interface ZipFixtureEntry {
  name: string
  data: Uint8Array | string
  /** The unpacked size the headers declare (the real one unless a test lies). */
  declaredSize?: number
}

/** A zip of deflated entries, with local headers and a central directory. */
export function zipOf(entries: ZipFixtureEntry[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data)
    const packed = deflateRawSync(data)
    const name = Buffer.from(entry.name)
    const size = entry.declaredSize ?? data.length
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, directory, end]))
}

const seconds = (iso: string) => Date.parse(iso) / 1000

interface ChatgptNodeSpec {
  id: string
  parent: string | null
  role?: 'system' | 'user' | 'assistant' | 'tool'
  text?: string
  content?: Record<string, unknown>
  model?: string
  at?: string
  recipient?: string
  name?: string
  hidden?: boolean
}

/** One conversation of ChatGPT's `conversations.json`: `mapping` is the tree, node by id. */
export function chatgptConversation(spec: {
  id: string
  title: string
  created: string
  updated: string
  nodes: ChatgptNodeSpec[]
}) {
  const children = (id: string) => spec.nodes.filter((node) => node.parent === id).map((n) => n.id)
  const mapping = Object.fromEntries(
    spec.nodes.map((node) => [
      node.id,
      {
        id: node.id,
        parent: node.parent,
        children: children(node.id),
        message: node.role
          ? {
              id: node.id,
              author: { role: node.role, name: node.name ?? null, metadata: {} },
              create_time: node.at ? seconds(node.at) : null,
              update_time: null,
              content: node.content ?? { content_type: 'text', parts: [node.text ?? ''] },
              status: 'finished_successfully',
              end_turn: node.role === 'assistant' ? true : null,
              weight: 1,
              metadata: {
                ...(node.model ? { model_slug: node.model } : {}),
                ...(node.hidden ? { is_visually_hidden_from_conversation: true } : {}),
              },
              recipient: node.recipient ?? 'all',
            }
          : null,
      },
    ]),
  )
  const leaves = spec.nodes.filter((node) => children(node.id).length === 0)
  return {
    title: spec.title,
    create_time: seconds(spec.created),
    update_time: seconds(spec.updated),
    mapping,
    moderation_results: [],
    current_node: leaves.at(-1)?.id ?? null,
    plugin_ids: null,
    conversation_id: spec.id,
    conversation_template_id: null,
    gizmo_id: null,
    is_archived: false,
    safe_urls: [],
    default_model_slug: 'gpt-4o',
    id: spec.id,
  }
}

/** One conversation of Claude's `conversations.json`: its messages in order, each naming its parent. */
export function claudeConversation(spec: {
  uuid: string
  name: string
  created: string
  messages: {
    uuid: string
    parent: string | null
    sender: 'human' | 'assistant'
    text: string
    thinking?: string
    at: string
    attachments?: { file_name: string; extracted_content: string }[]
    files?: { file_name: string }[]
    toolUse?: string
  }[]
}) {
  return {
    uuid: spec.uuid,
    name: spec.name,
    created_at: spec.created,
    updated_at: spec.messages.at(-1)?.at ?? spec.created,
    account: { uuid: 'account-uuid' },
    chat_messages: spec.messages.map((message) => ({
      uuid: message.uuid,
      text: message.text,
      content: [
        ...(message.thinking ? [{ type: 'thinking', thinking: message.thinking }] : []),
        { type: 'text', text: message.text },
        ...(message.toolUse ? [{ type: 'tool_use', name: message.toolUse, input: {} }] : []),
      ],
      sender: message.sender,
      created_at: message.at,
      updated_at: message.at,
      attachments: (message.attachments ?? []).map((file) => ({
        ...file,
        file_size: file.extracted_content.length,
        file_type: 'txt',
      })),
      files: message.files ?? [],
      parent_message_uuid: message.parent ?? '00000000-0000-4000-8000-000000000000',
    })),
  }
}
