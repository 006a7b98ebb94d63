import type { CodeHighlighterPlugin, HighlightOptions, HighlightResult } from 'streamdown'
import { createLruCache } from '../../lib/lru-cache'

/**
 * Code highlighting on a worker thread. Shiki compiles a language's grammar the first time it
 * meets it (190 ms for TypeScript on a fast machine) and tokenises every code block as it
 * streams: on the page's thread that froze scrolling and streaming. The page keeps only a
 * cache of results; the worker runs the renderer's own highlighter, with its caches.
 */

export interface HighlightRequest {
  id: number
  options: HighlightOptions
}

export interface HighlightResponse {
  id: number
  /** Null when the code could not be highlighted: it stays as plain text. */
  result: HighlightResult | null
}

/** What the page talks to: a `Worker`, or a `MessagePort` in tests. */
export interface HighlightChannel {
  postMessage: (message: HighlightRequest) => void
  onmessage: ((event: MessageEvent<HighlightResponse>) => void) | null
  onerror?: ((event: ErrorEvent) => void) | null
}

/** Requests the page still waits for, at most (a worker that stops answering leaks nothing). */
const MAX_WAITING = 200

const themeName = (theme: HighlightOptions['themes'][number]) =>
  typeof theme === 'string' ? theme : (theme.name ?? 'custom')

const cacheKey = ({ language, themes, code }: HighlightOptions) =>
  `${language}\n${themeName(themes[0])}\n${themeName(themes[1])}\n${code}`

/**
 * The renderer's code plugin, answered by `channel`: a finished block's result comes from the
 * cache at once (the list mounts messages again as they scroll back into view); anything else
 * is asked of the worker and handed to the renderer's callback when it answers.
 */
export function createWorkerHighlighter(
  channel: HighlightChannel,
  themes: HighlightOptions['themes'],
): CodeHighlighterPlugin {
  const finished = createLruCache<string, HighlightResult>(500)
  const waiting = new Map<
    number,
    { key: string; incomplete: boolean; callbacks: ((result: HighlightResult) => void)[] }
  >()
  const waitingByKey = new Map<string, number>()
  let lastId = 0
  let broken = false

  const forget = (id: number) => {
    const entry = waiting.get(id)
    waiting.delete(id)
    if (entry) waitingByKey.delete(entry.key)
    return entry
  }
  channel.onmessage = ({ data }) => {
    const entry = forget(data.id)
    if (!entry || !data.result) return
    if (!entry.incomplete) finished.set(entry.key, data.result)
    for (const callback of entry.callbacks) callback(data.result)
  }
  // A worker that cannot start leaves code as plain text, as a failed download does.
  channel.onerror = () => {
    broken = true
    waiting.clear()
    waitingByKey.clear()
  }

  return {
    name: 'shiki',
    type: 'code-highlighter',
    // Any language: the worker highlights the ones it knows and leaves the rest as text.
    supportsLanguage: () => true,
    getSupportedLanguages: () => [],
    getThemes: () => themes,
    highlight(options, callback) {
      const key = cacheKey(options)
      const cached = finished.get(key)
      if (cached || broken) return cached ?? null
      const pending = waitingByKey.get(key)
      if (pending !== undefined) {
        if (callback) waiting.get(pending)?.callbacks.push(callback)
        return null
      }
      const id = ++lastId
      waiting.set(id, {
        key,
        incomplete: options.isIncomplete ?? false,
        callbacks: callback ? [callback] : [],
      })
      waitingByKey.set(key, id)
      const oldest = waiting.keys().next().value
      if (waiting.size > MAX_WAITING && oldest !== undefined) forget(oldest)
      channel.postMessage({ id, options })
      return null
    },
  }
}

/** The worker's side: answers every request with `plugin`, the renderer's own highlighter. */
export function serveHighlighting(
  channel: {
    postMessage: (message: HighlightResponse) => void
    onmessage: ((event: MessageEvent<HighlightRequest>) => void) | null
  },
  plugin: Pick<CodeHighlighterPlugin, 'highlight'>,
) {
  // Only what the renderer draws: shiki's result also holds its grammar state, which does not
  // cross threads.
  const answer = (id: number, result: HighlightResult | null) => {
    channel.postMessage({
      id,
      result: result && {
        tokens: result.tokens,
        bg: result.bg,
        fg: result.fg,
        rootStyle: result.rootStyle,
      },
    })
  }
  channel.onmessage = ({ data: { id, options } }) => {
    try {
      const result = plugin.highlight(options, (later) => {
        answer(id, later)
      })
      if (result) answer(id, result)
    } catch {
      answer(id, null)
    }
  }
}
