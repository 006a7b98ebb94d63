import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLocal } from './listen-local'

/**
 * A local OpenAI-compatible server for tests and the relay bench: `POST /v1/chat/completions`
 * answered in the real wire format (chat.completion.chunk events, `reasoning_content` deltas as
 * DeepSeek and vLLM send them, a usage chunk, `data: [DONE]`). The last user message picks a
 * fault: `[silent]` (not a byte until the client hangs up), `[drop]` (connection cut
 * mid-stream), `[hang]` (silent mid-stream, for good), `[hold:N]` (N answer pieces, then silent
 * until the test calls `release()` or the client hangs up: the test acts while the answer is
 * surely in the middle), `[status:429]` and other statuses, `[words:N]` (an N-word answer). No
 * fault depends on the clock. It also
 * answers `/v1/images/generations` (a 1×1 PNG per image) and `/v1/audio/transcriptions` (a
 * text naming the upload's size, or the status an upload saying `[status:NNN]` asks for).
 * Models whose name contains "reason" stream reasoning first.
 */
export interface FakeOpenAiServer {
  /** The base URL to configure: OPENAI_BASE_URL. */
  baseUrl: string
  /** The parsed bodies of the requests received, oldest first. */
  requests: { model: string; messages: { role: string; content: unknown }[] }[]
  /** How many answers the client cut off before they were complete. */
  aborted: () => number
  /** Lets every answer held by `[hold:N]` so far go on to its end. */
  release: () => void
  close: () => Promise<void>
}

/** The image every generation answers: a 1×1 PNG. */
export const fakePngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

export const fakeAnswer = ['Hello', ' from', ' the', ' fake', ' provider.']
export const fakeReasoning = ['Thinking', ' it', ' over.']

/** Resolves when the client has hung up (at once if it already has). */
const clientGone = (res: ServerResponse) =>
  new Promise<void>((resolve) => {
    if (res.destroyed) resolve()
    else res.once('close', resolve)
  })

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: FakeOpenAiServer['requests'] = []
  let aborted = 0
  const held = new Set<() => void>()

  /** Resolves true once released, or false if the client hangs up first. */
  const heldUntilReleased = (res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      const release = () => {
        held.delete(release)
        resolve(true)
      }
      held.add(release)
      void clientGone(res).then(() => {
        held.delete(release)
        resolve(false)
      })
    })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST' && req.url === '/v1/images/generations') {
      await images(req, res)
      return
    }
    if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
      await transcription(req, res)
      return
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }))
      return
    }
    const body = (await readJson(req)) as FakeOpenAiServer['requests'][number]
    requests.push(body)
    const lastUser = [...body.messages].reverse().find((m) => m.role === 'user')
    const prompt =
      typeof lastUser?.content === 'string' ? lastUser.content : JSON.stringify(lastUser?.content)
    const status = /\[status:(\d{3})\]/.exec(prompt)?.[1]
    if (status) {
      res.writeHead(Number(status), { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          error: { message: `Fake provider error ${status}`, type: 'fake_error', code: status },
        }),
      )
      return
    }
    if (prompt.includes('[silent]')) {
      await clientGone(res)
      return
    }
    let finished = false
    res.on('close', () => {
      if (!finished) aborted += 1
    })
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
    const id = `chatcmpl-${requests.length}`
    const created = Math.floor(Date.now() / 1000)
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`
    const words = Number(/\[words:(\d+)\]/.exec(prompt)?.[1] ?? 0)
    const answer = words
      ? Array.from({ length: words }, (_, i) => (i === 0 ? 'word1' : ` word${i + 1}`))
      : fakeAnswer
    const reasoning = body.model.includes('reason') ? fakeReasoning : []
    const holdAt = /\[hold:(\d+)\]/.exec(prompt)?.[1]
    const fault = ['[drop]', '[hang]'].find((name) => prompt.includes(name))
    // Where the answer stops short: where a hold says, or after two pieces on a fault.
    const stopAt = holdAt !== undefined ? Number(holdAt) : fault ? 2 : answer.length
    const sent = answer.slice(0, stopAt)
    // One write, read by the client at once: a test's short idle timeout cannot fall between
    // two pieces, only where a fault makes the provider silent.
    res.write(
      [
        chunk({ role: 'assistant', content: '' }),
        ...reasoning.map((piece) => chunk({ reasoning_content: piece })),
        ...sent.map((piece) => chunk({ content: piece })),
      ].join(''),
    )
    if (fault === '[drop]') {
      // Cut only once what was written is on the wire: the client must see a partial answer.
      res.write('', () => res.socket?.destroy())
      return
    }
    if (fault) return // [hang]: silent for good
    if (holdAt !== undefined) {
      if (!(await heldUntilReleased(res))) return
      res.write(
        answer
          .slice(stopAt)
          .map((piece) => chunk({ content: piece }))
          .join(''),
      )
    }
    res.write(chunk({}, 'stop'))
    res.write(
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [],
        usage: {
          prompt_tokens: 12,
          completion_tokens: answer.length,
          total_tokens: 12 + answer.length,
        },
      })}\n\n`,
    )
    res.end('data: [DONE]\n\n')
    finished = true
  }

  async function images(req: IncomingMessage, res: ServerResponse) {
    const body = (await readJson(req)) as { model: string; prompt: string; n?: number }
    requests.push({ model: body.model, messages: [{ role: 'user', content: body.prompt }] })
    const status = /\[status:(\d{3})\]/.exec(body.prompt)?.[1]
    res.writeHead(status ? Number(status) : 200, { 'content-type': 'application/json' })
    if (status) {
      res.end(
        JSON.stringify({ error: { message: `Fake provider error ${status}`, type: 'fake_error' } }),
      )
      return
    }
    const data = Array.from({ length: body.n ?? 1 }, () => ({ b64_json: fakePngBase64 }))
    res.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data }))
  }

  async function transcription(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    // The multipart form as OpenAI reads it: a `file` and a `model`. (A test fixture: the
    // deprecation is about parsing forms at a production server's scale.)
    const request = new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    })
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const form = await request.formData()
    const file = form.get('file')
    const model = form.get('model')
    // An upload that says `[status:NNN]` is answered with that error status.
    const status =
      file instanceof Blob ? /\[status:(\d{3})\]/.exec(await file.text())?.[1] : undefined
    if (status) {
      res.writeHead(Number(status), { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: `Fake error ${status}`, type: 'fake_error' } }))
      return
    }
    res.writeHead(file instanceof Blob ? 200 : 400, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify(
        file instanceof Blob
          ? {
              text: `Fake transcript of a ${file.size}-byte upload by ${typeof model === 'string' ? model : '?'}.`,
            }
          : { error: { message: 'No file', type: 'invalid_request_error' } },
      ),
    )
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy())
  })
  const { port, close } = await listenLocal(server)
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    aborted: () => aborted,
    release: () => {
      for (const release of [...held]) release()
    },
    close,
  }
}
