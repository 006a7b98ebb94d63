import { createServer } from 'node:http'
import { listenLocal } from './listen-local'

/**
 * A local server speaking Anthropic's Messages API stream (`POST /v1/messages`): message_start,
 * a thinking block when thinking is enabled, a text block, message_delta with the usage,
 * message_stop. `[status:NNN]` in the last user message answers that error status instead.
 */
export interface FakeAnthropicServer {
  baseUrl: string
  requests: Record<string, unknown>[]
  close: () => Promise<void>
}

export const anthropicThinking = ['Weighing', ' the question.']
export const anthropicAnswer = ['Hello', ' from', ' Claude.']

export async function startFakeAnthropicServer(): Promise<FakeAnthropicServer> {
  const requests: Record<string, unknown>[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model: string
        messages: { role: string; content: { type: string; text?: string }[] | string }[]
        thinking?: { type: string }
      }
      requests.push(body)
      const last = body.messages.at(-1)?.content
      const prompt =
        typeof last === 'string' ? last : (last?.map((p) => p.text ?? '').join('') ?? '')
      const status = /\[status:(\d{3})\]/.exec(prompt)?.[1]
      if (status) {
        res.writeHead(Number(status), { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            type: 'error',
            error: { type: 'fake_error', message: `Fake ${status}` },
          }),
        )
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const send = (event: string, data: Record<string, unknown>) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`)
      send('message_start', {
        message: {
          id: 'msg_fake',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 9, output_tokens: 1 },
        },
      })
      let index = 0
      if (body.thinking?.type === 'enabled') {
        send('content_block_start', {
          index,
          content_block: { type: 'thinking', thinking: '', signature: '' },
        })
        for (const thinking of anthropicThinking) {
          send('content_block_delta', { index, delta: { type: 'thinking_delta', thinking } })
        }
        send('content_block_delta', {
          index,
          delta: { type: 'signature_delta', signature: 'fake' },
        })
        send('content_block_stop', { index })
        index += 1
      }
      send('content_block_start', { index, content_block: { type: 'text', text: '' } })
      for (const text of anthropicAnswer) {
        send('content_block_delta', { index, delta: { type: 'text_delta', text } })
      }
      send('content_block_stop', { index })
      send('message_delta', {
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 12 },
      })
      send('message_stop', {})
      res.end()
    })
  })
  const { port, close } = await listenLocal(server)
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests, close }
}
