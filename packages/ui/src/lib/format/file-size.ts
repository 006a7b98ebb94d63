import { numberFormat } from './intl-cache'

const KB = 1024
const MB = 1024 * KB

/**
 * A file's size as people write it, in the interface's language: "820 KB", "1.4 MB", "10 MB"
 * (a tenth below 10, whole from there; 1024-based, as file managers count).
 */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= MB
      ? [bytes / MB, 'megabyte']
      : bytes >= KB
        ? [bytes / KB, 'kilobyte']
        : [bytes, 'byte']
  return numberFormat(language, {
    style: 'unit',
    unit,
    // "18 bytes" (the short form says "18 byte"); "820 kB", "1.4 MB".
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}

/** A file's kind as its type names it, short: "PDF", "DOCX", "PNG", "Markdown". */
export function fileKindLabel(contentType: string, fileName: string): string {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
    'text/plain': 'TXT',
    'text/markdown': 'Markdown',
    'image/png': 'PNG',
    'image/jpeg': 'JPEG',
    'image/webp': 'WebP',
    'image/gif': 'GIF',
  }
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]
  return known[contentType] ?? extension?.toUpperCase() ?? contentType
}
