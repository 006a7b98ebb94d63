import type { ChatPart } from './chat-provider'
import { ProviderError } from './chat-provider'

/**
 * Passes a provider's parts through, failing with a timeout when the provider stays silent for
 * `timeoutMs` (before its first part or between two): `onTimeout` aborts the upstream call.
 */
export async function* withTimeout(
  parts: AsyncIterable<ChatPart>,
  timeoutMs: number,
  onTimeout: () => void,
): AsyncIterable<ChatPart> {
  const iterator = parts[Symbol.asyncIterator]()
  try {
    yield* relayParts(iterator, timeoutMs, onTimeout)
  } finally {
    // The consumer stopped early (client gone, word cap): let the provider's stream end too.
    void iterator.return?.().catch(() => undefined)
  }
}

async function* relayParts(
  iterator: AsyncIterator<ChatPart>,
  timeoutMs: number,
  onTimeout: () => void,
): AsyncIterable<ChatPart> {
  for (;;) {
    let timer: NodeJS.Timeout | undefined
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => {
        resolve('timeout')
      }, timeoutMs)
    })
    const next = iterator.next()
    const result = await Promise.race([next, timedOut]).finally(() => {
      clearTimeout(timer)
    })
    if (result === 'timeout') {
      onTimeout()
      // The aborted call settles in the background; its outcome no longer matters.
      next.catch(() => undefined)
      throw new ProviderError('timeout', `The AI provider sent nothing for ${timeoutMs} ms.`)
    }
    if (result.done) return
    yield result.value
  }
}
