// @vitest-environment node
import { MessageChannel } from 'node:worker_threads'
import { code } from '@streamdown/code'
import type { HighlightOptions, HighlightResult } from 'streamdown'
import { afterEach, describe, expect, it } from 'vitest'
import { createWorkerHighlighter, serveHighlighting } from './worker-highlighter'
import type { HighlightChannel } from './worker-highlighter'

const themes: HighlightOptions['themes'] = ['github-light', 'github-dark']
const open: MessageChannel[] = []

/** The page's plugin and, across a real message channel, the worker's side with Shiki. */
function highlighterAndWorker() {
  const channel = new MessageChannel()
  open.push(channel)
  const served: string[] = []
  serveHighlighting(channel.port2 as unknown as Parameters<typeof serveHighlighting>[0], {
    highlight: (options, callback) => {
      served.push(options.code)
      return code.highlight(options as Parameters<typeof code.highlight>[0], callback)
    },
  })
  const plugin = createWorkerHighlighter(channel.port1 as unknown as HighlightChannel, themes)
  return { plugin, served, port: channel.port1 as unknown as HighlightChannel }
}

const highlighted = (
  plugin: ReturnType<typeof createWorkerHighlighter>,
  options: Omit<HighlightOptions, 'themes'>,
) =>
  new Promise<HighlightResult>((resolve) => {
    const now = plugin.highlight({ ...options, themes }, resolve)
    if (now) resolve(now)
  })

afterEach(() => {
  for (const channel of open.splice(0)) channel.port1.close()
})

describe('code highlighting on a worker', () => {
  it('answers with coloured tokens, then from its cache for a finished block', async () => {
    const { plugin, served } = highlighterAndWorker()
    const source = 'const answer: number = 42'
    const first = await highlighted(plugin, { code: source, language: 'ts' })

    const tokens = first.tokens.flat()
    expect(tokens.map((token) => token.content).join('')).toBe(source)
    // Both themes' colours, the keyword differently from the number.
    const keyword = tokens.find((token) => token.content === 'const')
    const number = tokens.find((token) => token.content === '42')
    expect(keyword?.htmlStyle?.color).toMatch(/^#/)
    expect(keyword?.htmlStyle).not.toEqual(number?.htmlStyle)

    expect(plugin.highlight({ code: source, language: 'ts', themes })).toEqual(first)
    expect(served).toEqual([source])
  })

  it('asks once for the same code asked twice meanwhile, and answers both', async () => {
    const { plugin, served } = highlighterAndWorker()
    const both = await Promise.all([
      highlighted(plugin, { code: 'print("hi")', language: 'python' }),
      highlighted(plugin, { code: 'print("hi")', language: 'python' }),
    ])
    expect(both[0]).toEqual(both[1])
    expect(served).toEqual(['print("hi")'])
  })

  it('keeps no result of a block still streaming: the next piece supersedes it', async () => {
    const { plugin, served } = highlighterAndWorker()
    const piece = { code: 'let x', language: 'js', isIncomplete: true } as const
    await highlighted(plugin, piece)
    expect(plugin.highlight({ ...piece, themes })).toBe(null)
    await highlighted(plugin, piece)
    expect(served).toEqual(['let x', 'let x'])
  })

  it('leaves code as text when the worker cannot start, and asks nothing more', () => {
    const { plugin, served, port } = highlighterAndWorker()
    port.onerror?.(new Event('error') as ErrorEvent)
    expect(plugin.highlight({ code: 'let y = 1', language: 'js', themes })).toBe(null)
    expect(served).toEqual([])
  })
})
