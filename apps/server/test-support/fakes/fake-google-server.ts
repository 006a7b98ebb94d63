import { createServer } from 'node:http'
import { listenLocal } from './listen-local'

/**
 * A local server speaking the Gemini API stream (`POST /v1beta/models/{model}:streamGenerateContent
 * ?alt=sse`): thought parts when thought summaries are asked for, then text parts, a finish
 * reason and the usage. `[status:NNN]` in the last user text answers that error status instead.
 */
export interface FakeGoogleServer {
  baseUrl: string
  requests: { path: string; body: Record<string, unknown> }[]
  close: () => Promise<void>
}

export const geminiThoughts = ['Looking', ' closely.']
export const geminiAnswer = ['Hello', ' from', ' Gemini.']

interface GeminiRequest {
  contents: { role: string; parts: { text?: string }[] }[]
  generationConfig?: { thinkingConfig?: { includeThoughts?: boolean } }
}

export async function startFakeGoogleServer(): Promise<FakeGoogleServer> {
  const requests: FakeGoogleServer['requests'] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GeminiRequest
      requests.push({ path: req.url ?? '', body: body as unknown as Record<string, unknown> })
      const prompt =
        body.contents
          .at(-1)
          ?.parts.map((p) => p.text ?? '')
          .join('') ?? ''
      const status = /\[status:(\d{3})\]/.exec(prompt)?.[1]
      if (status) {
        res.writeHead(Number(status), { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({
            error: { code: Number(status), message: `Fake ${status}`, status: 'FAKE' },
          }),
        )
        return
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const send = (parts: { text: string; thought?: boolean }[], last = false) =>
        res.write(
          `data: ${JSON.stringify({
            candidates: [
              {
                content: { role: 'model', parts },
                index: 0,
                ...(last ? { finishReason: 'STOP' } : {}),
              },
            ],
            ...(last
              ? {
                  usageMetadata: {
                    promptTokenCount: 7,
                    candidatesTokenCount: 3,
                    totalTokenCount: 10,
                  },
                }
              : {}),
          })}\r\n\r\n`,
        )
      if (body.generationConfig?.thinkingConfig?.includeThoughts) {
        for (const text of geminiThoughts) send([{ text, thought: true }])
      }
      geminiAnswer.forEach((text, index) => send([{ text }], index === geminiAnswer.length - 1))
      res.end()
    })
  })
  const { port, close } = await listenLocal(server)
  return { baseUrl: `http://127.0.0.1:${port}/v1beta`, requests, close }
}
