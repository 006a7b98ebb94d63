import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { postOnce } from '../../test-support/post-once'
import { createTestDatabase, temporaryDir } from '../../test-support/database'
import { onAnswer, residentBytes } from '../../test-support/raw-requests'
import { startServerProcess } from '../../test-support/server-process'

// A 100 MB body sent to the unauthenticated login of the real server process: refused with 413
// from what it announces, or as soon as a streamed one passes the limit, and the process's
// memory does not grow with what was sent.

const { url: databaseUrl } = await createTestDatabase()
const MB = 1024 * 1024
const SENT = 100 * MB

/** Waited for the server's answer, with what is sent first, before the rest is sent. */
const WAIT_MS = 2000

/**
 * POSTs `SENT` bytes of JSON, announced (Content-Length) or streamed (chunked), writing until
 * the server answers or stops reading. Answers the status, the body and what was written.
 * First it sends only what the server needs to refuse (the headers when the body is announced,
 * just past the limit when it is streamed) and waits for the answer: writing on while the
 * server answers and closes has the server's kernel reset the connection, the answer lost (it
 * did under load). A server that does not answer then gets the rest.
 */
function postHuge(url: string, framing: 'announced' | 'streamed') {
  return new Promise<{ status: number; text: string; written: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(MB, 'a')
    let written = 0
    let answered = false
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        ...(framing === 'announced' ? { 'content-length': String(SENT) } : {}),
      },
    })
    const sendFirst = framing === 'announced' ? 0 : MB + 1
    let waited = false
    const writeMore = () => {
      while (!answered && written < SENT) {
        if (!waited && written >= sendFirst) {
          waited = true
          req.flushHeaders()
          return void setTimeout(writeMore, WAIT_MS)
        }
        const piece = written === 0 ? Buffer.concat([Buffer.from('{"email":"'), chunk]) : chunk
        written += piece.length
        if (!req.write(piece)) return void req.once('drain', writeMore)
      }
      if (!answered) req.end()
    }
    req.once('response', () => (answered = true))
    onAnswer(req, (answer) => {
      resolve({ ...answer, written })
    })
    // The server closes the connection after its answer: writes after that fail, as they should.
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    writeMore()
  })
}

/**
 * `postHuge` until it hears the answer. The server closes the connection with the body still
 * coming, so its kernel may reset the connection before the client has read the 413 (as any
 * HTTP client can see): that try proves nothing either way, and is made again (three at most).
 */
async function postHugeUntilAnswered(url: string, framing: 'announced' | 'streamed') {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postHuge(url, framing)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (attempt === 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error
    }
  }
}

describe('a 100 MB request body', () => {
  it('is refused with 413, unread, and the server memory stays within 20 MB', async () => {
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: await temporaryDir(),
    })
    const pid = server.child.pid ?? 0
    const login = `${server.url}/api/auth/clients/login`
    // Warm the login path first, so that what it loads once is not counted.
    for (let i = 0; i < 5; i++) {
      const answer = await postOnce(login, {
        email: `warm-${String(i)}@example.com`,
        password: 'wrong',
        turnstile_response: '',
      })
      expect(answer.status).toBe(401)
    }
    const before = await residentBytes(pid)
    for (const framing of ['announced', 'streamed'] as const) {
      const answer = await postHugeUntilAnswered(login, framing)
      expect(answer.status, framing).toBe(413)
      expect(JSON.parse(answer.text)).toEqual({
        detail: `The request body is too large: at most ${String(MB)} bytes.`,
      })
      // The answer came long before the whole body could have been read.
      expect(answer.written, framing).toBeLessThan(SENT / 2)
      expect((await residentBytes(pid)) - before, framing).toBeLessThan(20 * MB)
    }
  })
})
