import { fileNameFrom } from './file-response'

/** A name someone gave a file, made safe as the last part of a path in the zip. */
export function safeFileName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[\\/\p{Cc}:*?"<>|]+/gu, '_')
    .replace(/^\.+/, '_')
    .slice(-120)
  return safe || 'file'
}

/** Where an uploaded file lies in the zip: its id first, so two of one name never collide. */
export function uploadPath(file: { id: string; name: string; kind: string }): string {
  const name = safeFileName(file.name)
  // A document keeps only its extracted text: that is what the zip holds.
  const text = file.kind === 'document' && !/\.(txt|md)$/i.test(name) ? '.txt' : ''
  return `uploads/${file.id}-${name}${text}`
}

/** Where a conversation lies in the zip, without extension (`.json` and `.md` beside). */
export function conversationPath(conversation: {
  id: string
  title: string
  tool: string
  createdAt: Date
}): string {
  const stem = fileNameFrom(conversation.title, 'x').slice(0, -2).slice(0, 60)
  const day = conversation.createdAt.toISOString().slice(0, 10)
  return `conversations/${conversation.tool}/${day}-${stem}-${conversation.id.slice(0, 8)}`
}
