import { once } from 'node:events'
import { createWriteStream, openAsBlob } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'

/** Room for the multipart envelope (boundaries, part headers, small fields) around a file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** A form has a few parts (a file and a field or two): more is not one of ours. */
const MAX_PARTS = 16

export class MultipartTooLarge extends Error {}
export class MultipartInvalid extends Error {}

export interface Multipart {
  /** Text fields as strings; files as Files read from their temporary copy on disk. */
  fields: Record<string, string | File>
  /** Removes the temporary copies: once the request has been answered. */
  dispose: () => Promise<void>
}

/**
 * Reads a multipart (or URL-encoded) form as it arrives, with bounded memory: text fields in
 * memory, each file streamed to a temporary file, at most `fileBytes` each and `bodyBytes` in
 * all, counted while streaming. Past a limit it throws MultipartTooLarge at once, the rest of
 * the body given to `refused`; a body that is no form throws MultipartInvalid.
 */
export async function readMultipart(
  request: Request,
  limits: { fileBytes: number; bodyBytes: number },
  /** Given the rest of a refused body: drain it (drainRefusedBody) or cancel it. */
  refused: (rest: ReadableStreamDefaultReader<Uint8Array>) => void,
): Promise<Multipart> {
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = request.body?.getReader()
  let parser: busboy.Busboy
  try {
    if (!reader) throw new MultipartInvalid()
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: { fileSize: limits.fileBytes, fieldSize: limits.bodyBytes, parts: MAX_PARTS },
    })
  } catch {
    if (reader) refused(reader)
    throw new MultipartInvalid()
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'amply-upload-'))
  const dispose = () => rm(dir, { recursive: true, force: true })
  const fields: Record<string, string | File> = {}
  const stored: Promise<void>[] = []
  const stop = new AbortController()
  const refuse = (error: Error) => {
    if (!stop.signal.aborted) stop.abort(error)
  }

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) refuse(new MultipartTooLarge())
    else fields[name] = value
  })
  parser.on('file', (name, stream, info) => {
    const file = path.join(dir, String(stored.length))
    stream.once('limit', () => {
      refuse(new MultipartTooLarge())
    })
    stored.push(
      pipeline(stream, createWriteStream(file)).then(async () => {
        const blob = await openAsBlob(file, { type: info.mimeType })
        fields[name] = new File([blob], info.filename ?? 'upload', { type: info.mimeType })
      }),
    )
  })
  parser.once('partsLimit', () => {
    refuse(new MultipartInvalid())
  })
  parser.once('error', () => {
    refuse(new MultipartInvalid())
  })
  const parsed = once(parser, 'close', { signal: stop.signal })
  // Awaited below; when the form is refused first, its rejection is that refusal's.
  parsed.catch(() => undefined)

  try {
    let total = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      total += value.byteLength
      if (total > limits.bodyBytes) refuse(new MultipartTooLarge())
      stop.signal.throwIfAborted()
      if (!parser.write(value)) await once(parser, 'drain', { signal: stop.signal })
    }
    parser.end()
    await parsed
    await Promise.all(stored)
    return { fields, dispose }
  } catch (error) {
    const reason: unknown = stop.signal.aborted ? stop.signal.reason : error
    parser.destroy()
    refused(reader)
    await Promise.allSettled(stored)
    await dispose()
    throw reason instanceof MultipartTooLarge ? reason : new MultipartInvalid()
  }
}
