/** A file name from a title: its letters and digits (any script), dashes between words. */
export function fileNameFrom(title: string, extension: string): string {
  const stem = title
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${stem || 'conversation'}.${extension}`
}

/** `Content-Disposition` of a download: an ASCII name for old clients, the real one in UTF-8. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/** A whole small file as the answer (one conversation), never cached on the way. */
export function fileResponse(body: string, fileName: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': attachment(fileName),
      'Cache-Control': 'no-store',
    },
  })
}
