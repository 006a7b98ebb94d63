import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import type { ImportSource } from '@amply/api/entities/chat'
import { MAX_IMPORT_CONVERSATIONS } from '@amply/api/constants'
import { openPromise } from 'yauzl'
import type { Entry, ZipFile } from 'yauzl'
import { zipEntries } from '../../../lib/zip-entries'
import { amplyConversationSchema, fromAmply } from './amply-format'
import { chatgptConversationSchema, fromChatgpt } from './chatgpt-format'
import { claudeConversationSchema, fromClaude } from './claude-format'
import { ImportRefused } from './import-refused'
import type { ImportedConversation } from './imported-conversation'
import { jsonItems } from './json-items'

/** What a zip may unpack to: past any of them it is refused before anything is stored. */
export interface ImportLimits {
  /** One entry, as declared and as actually unpacked (yauzl checks the two agree). */
  entryBytes: number
  /** All entries together, as declared. */
  totalBytes: number
  entries: number
  conversations: number
}

const GIB = 1024 * 1024 * 1024
export const importLimits: ImportLimits = {
  entryBytes: 2 * GIB,
  totalBytes: 8 * GIB,
  entries: 200_000,
  conversations: MAX_IMPORT_CONVERSATIONS,
}

/** A file an import reads: its conversations one at a time, and the zip's other files. */
export interface ImportFile {
  source: ImportSource
  conversations: () => AsyncGenerator<ImportedConversation>
  /** A zip entry's bytes (an image, a document's text); null when absent or over `maxBytes`. */
  readEntry: (path: string, maxBytes: number) => Promise<Uint8Array | null>
  close: () => void
}

const names: Record<ImportSource, string> = { chatgpt: 'ChatGPT', claude: 'Claude', amply: 'Amply' }
const schemas = {
  chatgpt: chatgptConversationSchema,
  claude: claudeConversationSchema,
  amply: amplyConversationSchema,
}

const notAnExport = (what: string) =>
  new ImportRefused(
    422,
    `This ${what} is not a ChatGPT, Claude or Amply export: no conversations were found in it.`,
  )

/** The export a JSON value comes from, by its shape. */
function sourceOf(value: unknown): ImportSource | null {
  if (typeof value !== 'object' || value === null) return null
  if ('mapping' in value) return 'chatgpt'
  if ('chat_messages' in value) return 'claude'
  if ('format' in value && value.format === 'amply.conversation') return 'amply'
  return null
}

/** A ChatGPT file id in a zip entry's name (`file-abc123-photo.png`, `file_00ab….png`). */
const chatgptFileId = (name: string) =>
  /^(file[-_][A-Za-z0-9]+)/.exec(name.split('/').at(-1) ?? '')?.[1]

/** A stream of a zip entry whose unpacking error (a lying size: a zip bomb) is a refusal. */
async function* entryChunks(zip: ZipFile, entry: Entry): AsyncGenerator<Uint8Array> {
  let stream: Readable
  try {
    stream = await zip.openReadStreamPromise(entry)
    for await (const chunk of stream) yield chunk as Uint8Array
  } catch (error) {
    throw error instanceof ImportRefused ? error : zipRefusal(error)
  }
}

function zipRefusal(error: unknown): ImportRefused {
  const message = error instanceof Error ? error.message : String(error)
  if (/^(invalid relative path|absolute path|invalid characters in fileName)/.test(message)) {
    return new ImportRefused(
      422,
      'The zip holds a file whose path leaves its folder (..): it is refused.',
    )
  }
  if (message.includes('too many bytes')) {
    return new ImportRefused(
      413,
      'A file in the zip unpacks to more than it declares: it is refused.',
    )
  }
  return new ImportRefused(422, 'The zip is damaged and cannot be read.')
}

/**
 * The conversations of JSON values, each checked against its export's shape: one that is not
 * refuses the whole file (422), as does a file past the conversation limit (413).
 */
async function* checked(
  values: AsyncIterable<unknown>,
  source: ImportSource,
  convert: (value: never) => ImportedConversation,
  limits: ImportLimits,
): AsyncGenerator<ImportedConversation> {
  let index = 0
  for await (const value of values) {
    index += 1
    if (index > limits.conversations) {
      throw new ImportRefused(
        413,
        `The file holds more than ${String(limits.conversations)} conversations: import it in parts.`,
      )
    }
    const parsed = schemas[source].safeParse(value)
    if (!parsed.success) {
      throw new ImportRefused(
        422,
        `Conversation ${String(index)} of the file is not in ${names[source]}'s format.`,
      )
    }
    yield convert(parsed.data as never)
  }
}

async function startsWithZip(path: string): Promise<boolean> {
  const handle = await open(path)
  try {
    const { buffer } = await handle.read(Buffer.alloc(4), 0, 4, 0)
    return buffer.readUInt32LE(0) === 0x04034b50 || buffer.readUInt32LE(0) === 0x06054b50
  } finally {
    await handle.close()
  }
}

/**
 * Opens an uploaded export (docs/product.md#your-data): a zip (read with yauzl from its central
 * directory, every entry's declared size checked, paths that leave the folder refused) holding
 * ChatGPT's or Claude's `conversations.json` or Amply's conversation files, or that JSON alone.
 * Nothing is read whole: conversations come one at a time from a streaming JSON parser.
 */
export async function openImportFile(path: string, limits = importLimits): Promise<ImportFile> {
  if (await startsWithZip(path)) return openZip(path, limits)
  let source: ImportSource | null = null
  let empty = true
  for await (const value of jsonItems(createReadStream(path))) {
    empty = false
    source = sourceOf(value)
    break
  }
  if (empty) throw notAnExport('file')
  if (!source) throw notAnExport('JSON')
  const found = source
  const convert = (value: never) => convertOf(found, value, () => null)
  return {
    source: found,
    conversations: () => checked(jsonItems(createReadStream(path)), found, convert, limits),
    readEntry: () => Promise.resolve(null),
    close: () => undefined,
  }
}

function convertOf(
  source: ImportSource,
  value: never,
  imagePath: (fileId: string) => string | null,
): ImportedConversation {
  if (source === 'chatgpt') return fromChatgpt(value, imagePath)
  if (source === 'claude') return fromClaude(value)
  return fromAmply(value)
}

async function openZip(path: string, limits: ImportLimits): Promise<ImportFile> {
  let zip: ZipFile
  try {
    zip = await openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true })
  } catch (error) {
    throw zipRefusal(error)
  }
  const entries = new Map<string, Entry>()
  const chatgptFiles = new Map<string, string>()
  let total = 0
  try {
    for await (const entry of zipEntries(zip)) {
      if (entries.size >= limits.entries) {
        throw new ImportRefused(413, `The zip holds more than ${String(limits.entries)} files.`)
      }
      total += entry.uncompressedSize
      if (entry.uncompressedSize > limits.entryBytes || total > limits.totalBytes) {
        throw new ImportRefused(
          413,
          `The zip unpacks to more than ${String(limits.totalBytes)} bytes, or one of its files to more than ${String(limits.entryBytes)}: it is refused.`,
        )
      }
      if (entry.fileName.endsWith('/')) continue
      entries.set(entry.fileName, entry)
      const fileId = chatgptFileId(entry.fileName)
      if (fileId && !chatgptFiles.has(fileId)) chatgptFiles.set(fileId, entry.fileName)
    }
  } catch (error) {
    zip.close()
    throw error instanceof ImportRefused ? error : zipRefusal(error)
  }

  const close = () => {
    zip.close()
  }
  const readEntry = async (name: string, maxBytes: number) => {
    const entry = entries.get(name)
    if (!entry || entry.uncompressedSize > maxBytes) return null
    const chunks: Uint8Array[] = []
    for await (const chunk of entryChunks(zip, entry)) chunks.push(chunk)
    return new Uint8Array(Buffer.concat(chunks))
  }

  const conversationsJson = [...entries.keys()]
    .filter((name) => name.split('/').at(-1) === 'conversations.json')
    .sort((a, b) => a.length - b.length)[0]
  const entry = conversationsJson ? entries.get(conversationsJson) : undefined
  if (entry) {
    let source: ImportSource | null = null
    for await (const value of jsonItems(entryChunks(zip, entry))) {
      source = sourceOf(value)
      break
    }
    if (!source) {
      close()
      throw notAnExport('zip')
    }
    const found = source
    const imagePath = (fileId: string) => chatgptFiles.get(fileId) ?? null
    return {
      source: found,
      conversations: () =>
        checked(
          jsonItems(entryChunks(zip, entry)),
          found,
          (value) => convertOf(found, value, imagePath),
          limits,
        ),
      readEntry,
      close,
    }
  }

  const amplyFiles = [...entries.keys()].filter((name) =>
    /^conversations\/(chat|write|translate|read)\/[^/]+\.json$/.test(name),
  )
  if (amplyFiles.length === 0) {
    close()
    throw notAnExport('zip')
  }
  async function* amplyValues() {
    for (const name of amplyFiles) {
      const file = entries.get(name)
      if (file) yield* jsonItems(entryChunks(zip, file))
    }
  }
  return {
    source: 'amply',
    conversations: () => checked(amplyValues(), 'amply', (value) => fromAmply(value), limits),
    readEntry,
    close,
  }
}
