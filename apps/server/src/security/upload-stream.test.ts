import { request } from 'node:http'
import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, temporaryDir } from '../../test-support/database'
import { registerThroughLog } from '../../test-support/process-account'
import { onAnswer, residentBytes } from '../../test-support/raw-requests'
import { startServerProcess } from '../../test-support/server-process'
import type { ServerProcess } from '../../test-support/server-process'
import { pngBytes } from '../../test-support/test-documents'

// Uploads against the real server process: a file streams to storage as it arrives (read whole,
// ten at once took 400 MB), and a body past the limit is refused with a 413 that a browser still
// sending reads (the server drains the rest for a while before it closes; it used to reset the
// connection under the client's writes, EPIPE).

const { url: databaseUrl } = await createTestDatabase()
const MB = 1024 * 1024
const BOUNDARY = '----amply-upload-test'
/** A server process of its own (stopped after the test) with a signed-in user. */
async function startUploadServer() {
  const server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: await temporaryDir(),
  })
  const token = await registerThroughLog(
    server,
    `uploads-${crypto.randomUUID()}@example.com`,
    'Lilac-Harbour-42!',
  )
  return { server, token }
}

const head = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n` +
    'Content-Type: image/png\r\n\r\n',
)
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)

/**
 * POSTs a multipart image of `fileBytes` to chat/image as a browser does: without waiting for an
 * answer, writing as fast as the server reads (announced with Content-Length, or chunked).
 * Answers the status and body the client read, or the error it got instead.
 */
function upload(
  { server, token }: { server: ServerProcess; token: string },
  fileBytes: number,
  framing: 'announced' | 'streamed',
) {
  return new Promise<{ status: number; text: string } | { error: string }>((resolve) => {
    const req = request(`${server.url}/ai/chat/image`, {
      method: 'POST',
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(framing === 'announced'
          ? { 'content-length': String(head.length + fileBytes + tail.length) }
          : {}),
      },
    })
    const chunk = Buffer.alloc(256 * 1024, 7)
    // The file: a PNG's first bytes, then filler up to its size.
    let written = 0
    let answered = false
    const writeMore = () => {
      if (written === 0) {
        req.write(head)
        req.write(pngBytes)
        written = pngBytes.length
      }
      while (!answered && written < fileBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - written))
        written += piece.length
        if (!req.write(piece)) return void req.once('drain', writeMore)
      }
      if (!answered) req.end(tail)
    }
    req.once('response', () => (answered = true))
    onAnswer(req, resolve)
    req.on('error', (error) => {
      if (!answered)
        resolve({ error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` })
    })
    writeMore()
  })
}

const tooLarge = { detail: `The file is too large: at most ${String(MAX_UPLOAD_BYTES)} bytes.` }

describe('an upload past the limit (100 MB), sent without waiting as a browser does', () => {
  it('is answered 413 the client reads, announced or streamed, every time', async () => {
    const target = await startUploadServer()
    for (const framing of ['announced', 'streamed'] as const) {
      for (let i = 0; i < 3; i++) {
        const answer = await upload(target, 100 * MB, framing)
        expect(answer, `${framing}, try ${String(i + 1)}`).toEqual({
          status: 413,
          text: JSON.stringify(tooLarge),
        })
      }
    }
  })
})

describe('uploads within the limit', () => {
  it('stream to storage: ten 10 MB images at once grow the server by less than they weigh', async () => {
    const target = await startUploadServer()
    const pid = target.server.child.pid ?? 0
    expect(await upload(target, MB, 'announced')).toMatchObject({ status: 200 })
    const before = await residentBytes(pid)
    let peak = before
    const sampling = setInterval(() => {
      void residentBytes(pid).then((bytes) => (peak = Math.max(peak, bytes)))
    }, 20)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        upload(target, 10 * MB, i % 2 ? 'streamed' : 'announced'),
      ),
    )
    clearInterval(sampling)
    const sizes = answers.map((answer) =>
      'text' in answer && answer.status === 200
        ? (JSON.parse(answer.text) as { size: number }).size
        : answer,
    )
    expect(sizes).toEqual(Array.from({ length: 10 }, () => 10 * MB))
    // Read whole, they took 400 MB; streamed, what grows is buffers in flight and garbage that
    // the collector has not taken yet (docs/reliability.md, "Uploads").
    expect(peak - before).toBeLessThan(100 * MB)
  })
})
