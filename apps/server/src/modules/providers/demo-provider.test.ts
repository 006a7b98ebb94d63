import { describe, expect, it } from 'vitest'
import { ProviderError } from './chat-provider'
import type { ChatPart, ChatStreamRequest } from './chat-provider'
import { createDemoControls } from '../../../test-support/demo-controls'
import { demoAnswer, demoProvider } from './demo-provider'

const request = (question: string, signal = new AbortController().signal): ChatStreamRequest => ({
  upstreamModel: 'demo',
  reasoning: false,
  system: '',
  messages: [{ role: 'user', content: question }],
  signal,
})

const textOf = (parts: ChatPart[]) =>
  parts.map((part) => (part.type === 'text' ? part.text : '')).join('')

async function collect(stream: AsyncIterable<ChatPart>, into: ChatPart[] = []) {
  for await (const part of stream) into.push(part)
  return into
}

describe('demo provider', () => {
  it('says how many images reached it', async () => {
    const asked = request('What is this?')
    asked.messages[0] = {
      role: 'user',
      content: 'What is this?',
      images: ['data:image/png;base64,'],
    }
    const parts = await collect(demoProvider(0).streamChat(asked))
    expect(textOf(parts)).toMatch(/You asked: "What is this\?" With 1 image\.$/)
  })
})

describe('demo provider directives', () => {
  it('are plain text for a server that is not under test', async () => {
    const parts = await collect(demoProvider(0).streamChat(request('[demo:echo] **hi**')))
    expect(textOf(parts)).toBe(demoAnswer('[demo:echo] **hi**'))
  })

  it('echo the rest of the question verbatim', async () => {
    const markdown = '| a | b |\n|---|---|\n| 1 | 2 |\n\n```ts\nconst x = 1\n```\n'
    const demo = demoProvider(0, createDemoControls())
    const parts = await collect(demo.streamChat(request(`[demo:echo] ${markdown}`)))
    expect(textOf(parts)).toBe(markdown)
    expect(parts.at(-1)?.type).toBe('usage')
  })

  it('hold after N pieces until released, then finish', async () => {
    const controls = createDemoControls()
    const parts: ChatPart[] = []
    const done = collect(
      demoProvider(0, controls).streamChat(request('[demo:echo] [demo:hold:2] one two three')),
      parts,
    )
    await expect.poll(() => parts.length).toBe(2)
    expect(controls.release('nothing')).toBe(0)
    expect(controls.release('three')).toBe(1)
    await done
    expect(textOf(parts)).toBe('one two three')
  })

  it('end a held answer when it is stopped', async () => {
    const stop = new AbortController()
    const parts: ChatPart[] = []
    const done = collect(
      demoProvider(0, createDemoControls()).streamChat(
        request('[demo:echo] [demo:hold:1] one two', stop.signal),
      ),
      parts,
    )
    await expect.poll(() => parts.length).toBe(1)
    stop.abort()
    await done
    expect(textOf(parts)).toBe('one ')
  })

  it('fail with a provider status after what streamed', async () => {
    const parts: ChatPart[] = []
    const failed = collect(
      demoProvider(0, createDemoControls()).streamChat(request('[demo:echo] [demo:fail:429] a b')),
      parts,
    )
    await expect(failed).rejects.toEqual(new ProviderError('status', 'Demo failure 429', 429))
    expect(textOf(parts)).toBe('a b')
  })

  it('drop the connection after a hold is released', async () => {
    const controls = createDemoControls()
    const parts: ChatPart[] = []
    const failed = collect(
      demoProvider(0, controls).streamChat(request('[demo:echo] [demo:hold:1] [demo:drop] a b')),
      parts,
    ).catch((error: unknown) => error)
    await expect.poll(() => parts.length).toBe(1)
    controls.release('a b')
    expect(await failed).toMatchObject({ kind: 'dropped' })
    expect(textOf(parts)).toBe('a ')
  })
})
