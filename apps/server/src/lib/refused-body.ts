import { IncomingMessage } from 'node:http'

/** A refused body is read on and thrown away this long at most, then the connection closes. */
export const DRAIN_MS = 5000
/**
 * …and reads this much at most: past it the client's sending stalls (nothing reads it) until
 * the time is up, so a huge body costs neither memory nor bandwidth.
 */
export const DRAIN_BYTES = 8 * 1024 * 1024

/**
 * Reads the rest of a refused request body and throws it away, for a bounded time and size,
 * then cancels it (which closes the connection). A browser sends its whole body before it reads
 * the answer: closing at once would have the kernel reset the connection under the unread
 * data, and the browser would show a network error instead of the 413.
 */
export function drainRefusedBody(reader: ReadableStreamDefaultReader<Uint8Array> | undefined) {
  if (!reader) return
  const timer = setTimeout(() => void reader.cancel().catch(() => undefined), DRAIN_MS)
  timer.unref()
  void (async () => {
    let drained = 0
    try {
      while (drained <= DRAIN_BYTES) {
        const { done, value } = await reader.read()
        if (done) {
          clearTimeout(timer)
          return
        }
        drained += value.byteLength
      }
    } catch {
      // The client went away first: nothing left to drain.
      clearTimeout(timer)
    }
  })()
}

/**
 * Closes the connection of a refused request lingering (as web servers do): when Node would
 * destroy it after the answer, it only ends its side (the answer is sent whole) and destroys it
 * DRAIN_MS later, while drainRefusedBody reads what the client still sends: destroyed at once,
 * the unread data would have the kernel reset the connection and the client lose the answer.
 */
export function lingerOnClose(incoming: IncomingMessage | undefined) {
  const socket = incoming?.socket
  if (!socket) return
  socket.destroySoon = function lingeringClose() {
    socket.end()
    const timer = setTimeout(() => socket.destroy(), DRAIN_MS)
    timer.unref()
    socket.once('close', () => {
      clearTimeout(timer)
    })
  }
}

/**
 * The Node request under a Hono context (@hono/node-server's binding); none under app.request(),
 * whose tests may give only a stand-in's address.
 */
export function nodeRequest(c: { env: unknown }): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming
  return incoming instanceof IncomingMessage ? incoming : undefined
}

/**
 * What becomes of a refused body: drained on a network connection (drainRefusedBody), cancelled
 * where there is none (app.request in tests, where nobody waits for an answer mid-send).
 */
export function refusedBodyOf(c: { env: unknown }) {
  const network = nodeRequest(c) !== undefined
  return (rest: ReadableStreamDefaultReader<Uint8Array>) => {
    if (network) drainRefusedBody(rest)
    else void rest.cancel().catch(() => undefined)
  }
}
