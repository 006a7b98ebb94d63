import { fileTypeFromBuffer } from 'file-type'
import mammoth from 'mammoth'
import { extractText } from 'unpdf'

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export interface DocumentFile {
  name: string
  bytes: Uint8Array
}

export interface ReadDocument {
  mimeType: string
  text: string
}

/** Why a document cannot be read: its type is not supported, or it holds no text. */
export class DocumentError extends Error {
  override readonly name = 'DocumentError'

  constructor(
    readonly reason: 'unsupported' | 'empty',
    message: string,
  ) {
    super(message)
  }
}

const plainTypes: Record<string, string> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
}

function plainText(file: DocumentFile): ReadDocument | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const mimeType = plainTypes[extension]
  if (!mimeType) return null
  try {
    return { mimeType, text: new TextDecoder('utf-8', { fatal: true }).decode(file.bytes) }
  } catch {
    throw new DocumentError('unsupported', 'This text file is not UTF-8 text.')
  }
}

/**
 * The text of a PDF, DOCX, TXT or Markdown document. The type comes from the bytes (PDF, DOCX)
 * or, for plain text that has no signature, from the name and a strict UTF-8 check.
 */
export async function readDocument(file: DocumentFile): Promise<ReadDocument> {
  const sniffed = await fileTypeFromBuffer(file.bytes)
  let read: ReadDocument | null = null
  if (sniffed?.mime === 'application/pdf') {
    const { text } = await extractText(new Uint8Array(file.bytes), { mergePages: true })
    read = { mimeType: sniffed.mime, text }
  } else if (sniffed?.ext === 'docx') {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) })
    read = { mimeType: DOCX_MIME, text: value }
  } else if (!sniffed) {
    read = plainText(file)
  }
  if (!read) {
    throw new DocumentError(
      'unsupported',
      'Only PDF, DOCX, TXT and Markdown documents can be read.',
    )
  }
  const text = read.text.replace(/\r\n/g, '\n').trim()
  if (!text) throw new DocumentError('empty', 'This document holds no text that can be read.')
  return { ...read, text }
}
