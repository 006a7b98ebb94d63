import { bestPart } from '../../lib/document-parts'
import type { ChatPart, ChatProvider, ChatStreamRequest } from './chat-provider'
import { readDirectives } from './demo-directives'
import type { DemoControls, DemoDirectives } from './demo-directives'

const setupHint =
  'To get real answers, set OPENAI_BASE_URL (any OpenAI-compatible server, such as Ollama at ' +
  'http://127.0.0.1:11434/v1) or OPENAI_API_KEY, ANTHROPIC_API_KEY or ' +
  'GOOGLE_GENERATIVE_AI_API_KEY in the server environment (see apps/server/.env.example), ' +
  'then restart the server.'

/** The demo's answer: it says what it is, how to configure a real provider, and what it was asked. */
export function demoAnswer(question: string, images = 0): string {
  const quoted = question.length > 200 ? `${question.slice(0, 200)}…` : question
  // Images reach only a multimodal model: saying how many shows they arrived.
  const attached = images > 0 ? ` With ${String(images)} image${images === 1 ? '' : 's'}.` : ''
  return (
    "This answer comes from Amply's offline demo provider, not from an AI model: no model " +
    `provider is configured on this server. ${setupHint} You asked: "${quoted}"${attached}`
  )
}

/**
 * With documents (the reader): the demo cannot read them, but it points at the part whose words
 * best match the question, cited as a model is asked to cite, so the reader's links can be tried.
 */
export function demoCitation(system: string, question: string): string {
  const parts = [...system.matchAll(/<part n="(\d+)"[^>]*>\n([\s\S]*?)\n<\/part>/g)].map(
    (match) => ({ n: Number(match[1]), text: match[2] ?? '' }),
  )
  const part = bestPart(parts, question)
  if (!part) return ''
  const excerpt = part.text.length > 160 ? `${part.text.slice(0, 160)}…` : part.text
  return ` The part of your document whose words best match the question is [Part ${String(part.n)}]: "${excerpt}"`
}

const unquoted = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/**
 * With web pages (a searched answer, search/search-prompt.ts): the demo cannot read them either,
 * but it quotes the passages whose words best match the question, each cited by its source's
 * number as a model is asked to, so the citations and sources can be tried offline.
 */
export function demoSourcedAnswer(system: string, question: string): string | null {
  const passages = [
    ...system.matchAll(/<source n="(\d+)" title="([^"]*)"[^>]*>\n([\s\S]*?)\n<\/source>/g),
  ].flatMap(([, n, title = '', body = '']) =>
    [...body.matchAll(/<passage>\n([\s\S]*?)\n<\/passage>/g)].map(([, text = '']) => ({
      n: Number(n),
      title: unquoted(title),
      text: unquoted(text),
    })),
  )
  if (passages.length === 0) return null
  const cited: typeof passages = []
  let rest = passages.map((passage, index) => ({ ...passage, n: index + 1, source: passage.n }))
  // The best passage of up to three sources, best first.
  while (cited.length < 3 && rest.length > 0) {
    const best = bestPart(rest, question)
    const found = rest.find((passage) => passage.n === best?.n)
    if (!found) break
    cited.push({ n: found.source, title: found.title, text: found.text })
    rest = rest.filter((passage) => passage.source !== found.source)
  }
  const lines = cited.map((passage) => {
    const excerpt = passage.text.length > 220 ? `${passage.text.slice(0, 220)}…` : passage.text
    return `- **${passage.title}**: "${excerpt}" [${String(passage.n)}]`
  })
  return (
    "This answer comes from Amply's offline demo provider, not from an AI model, so it cannot " +
    'write an answer; it was given passages of web pages found for your question, and these ' +
    `match it best:\n\n${lines.join('\n')}\n\n${setupHint}`
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
 * models stream a short `reasoning_content` first, as real ones do. Given `controls` (a server
 * under test only), questions may steer it with `[demo:…]` directives (./demo-directives.ts).
 */
export function demoProvider(delayMs: number, controls?: DemoControls): ChatProvider {
  return {
    name: 'demo',
    async *streamChat(request: ChatStreamRequest): AsyncIterable<ChatPart> {
      const last = request.messages.at(-1)
      const asked = last?.content ?? ''
      const steered = controls ? readDirectives(asked) : undefined
      const directives: DemoDirectives = steered?.directives ?? { echo: false }
      const question = steered?.rest ?? asked
      const answer = directives.echo
        ? question
        : (demoSourcedAnswer(request.system, question) ??
          demoAnswer(question, last?.images?.length) + demoCitation(request.system, question))
      const parts: ChatPart[] = [
        ...(request.reasoning
          ? pieces(demoReasoning(question)).map((text) => ({ type: 'reasoning' as const, text }))
          : []),
        ...pieces(answer).map((text) => ({ type: 'text' as const, text })),
      ]
      let completion = 0
      for (const part of parts) {
        if (controls && completion === directives.holdAfter)
          await controls.hold(question, request.signal)
        if (completion === directives.holdAfter && directives.failure) throw directives.failure
        await pause(delayMs, request.signal)
        if (request.signal.aborted) return
        completion += 1
        yield part
      }
      if (directives.failure) throw directives.failure
      const prompt = request.messages.reduce((sum, m) => sum + pieces(m.content).length, 0)
      yield { type: 'usage', promptTokens: prompt, completionTokens: completion }
    },
  }
}
