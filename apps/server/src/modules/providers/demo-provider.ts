import type { ChatPart, ChatProvider, ChatStreamRequest } from './chat-provider'

const setupHint =
  'To get real answers, set OPENAI_BASE_URL (any OpenAI-compatible server, such as Ollama at ' +
  'http://127.0.0.1:11434/v1) or OPENAI_API_KEY, ANTHROPIC_API_KEY or ' +
  'GOOGLE_GENERATIVE_AI_API_KEY in the server environment (see apps/server/.env.example), ' +
  'then restart the server.'

/** The demo's answer: it says what it is, how to configure a real provider, and what it was asked. */
export function demoAnswer(question: string): string {
  const quoted = question.length > 200 ? `${question.slice(0, 200)}…` : question
  return (
    "This answer comes from Amply's offline demo provider, not from an AI model: no model " +
    `provider is configured on this server. ${setupHint} You asked: "${quoted}"`
  )
}

export function demoReasoning(question: string): string {
  return (
    'The demo provider does not think; it shows where a reasoning model streams its thoughts ' +
    `before its answer. The question was ${question.length} characters long.`
  )
}

/** Words with their following space, so the pieces join back into the exact text. */
const pieces = (text: string) => text.match(/\S+\s*/g) ?? []

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms === 0 || signal.aborted) {
      resolve()
      return
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}

/**
 * The offline demo: streams an honest fixed answer word by word at a realistic pace; reasoning
 * models stream a short `reasoning_content` first, as real ones do.
 */
export function demoProvider(delayMs: number): ChatProvider {
  return {
    name: 'demo',
    async *streamChat(request: ChatStreamRequest): AsyncIterable<ChatPart> {
      const question = request.messages.at(-1)?.content ?? ''
      const parts: ChatPart[] = [
        ...(request.reasoning
          ? pieces(demoReasoning(question)).map((text) => ({ type: 'reasoning' as const, text }))
          : []),
        ...pieces(demoAnswer(question)).map((text) => ({ type: 'text' as const, text })),
      ]
      let completion = 0
      for (const part of parts) {
        await pause(delayMs, request.signal)
        if (request.signal.aborted) return
        completion += 1
        yield part
      }
      const prompt = request.messages.reduce((sum, m) => sum + pieces(m.content).length, 0)
      yield { type: 'usage', promptTokens: prompt, completionTokens: completion }
    },
  }
}
