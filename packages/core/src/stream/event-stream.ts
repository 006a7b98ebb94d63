import { createParser } from 'eventsource-parser'

/**
 * Reads a server-sent event stream to its end, handing each event's `data` to `onData` and
 * telling `onActivity` whenever bytes arrive. A failed read (connection lost, aborted)
 * rejects; so does an `onData` that throws, and the stream is cancelled then.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
  onActivity: () => void = () => undefined,
): Promise<void> {
  const parser = createParser({
    onEvent: (event) => {
      onData(event.data)
    },
  })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      onActivity()
      parser.feed(decoder.decode(value, { stream: true }))
    }
    parser.feed(decoder.decode())
  } catch (error) {
    reader.cancel().catch(() => undefined)
    throw error
  } finally {
    reader.releaseLock()
  }
}
