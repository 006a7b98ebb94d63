import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import type { RouteSpec } from '@amply/api/route'
import { routeTable } from '@amply/api/route-table'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { MULTIPART_OVERHEAD_BYTES } from './multipart'
import { drainRefusedBody, lingerOnClose, nodeRequest } from './refused-body'
import { routePath, uploadTooLargeMessage } from './route-table'

/**
 * A refusal in the error body (docs/product.md#errors). What the client still sends is read and
 * thrown away for a bounded time before the connection closes (drainRefusedBody), so that a
 * browser that sends its whole body before reading reads the 413, not a reset connection.
 */
const tooLarge = (detail: string) => (c: Context) => {
  lingerOnClose(nodeRequest(c))
  const body = c.req.raw.body
  // A body the limit already read part of is drained by the Node adapter once answered.
  if (body && !body.locked && nodeRequest(c)) drainRefusedBody(body.getReader())
  return c.json({ detail }, 413)
}

/**
 * An upload announced larger than `maxBytes` is refused at once; one within it, or streamed, is
 * read as it arrives by its route (lib/multipart.ts for forms, the handler for a raw file), which
 * counts its bytes and refuses it as soon as it passes the limit: nothing buffers an upload whole.
 */
const announcedLimit =
  (maxBytes: number, message: string): MiddlewareHandler =>
  async (c, next) => {
    const announced = c.req.header('transfer-encoding')
      ? NaN
      : Number(c.req.header('content-length'))
    if (announced > maxBytes) return tooLarge(message)(c)
    await next()
  }

const uploadLimit = announcedLimit(
  MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
  uploadTooLargeMessage,
)

/** The refusal of a raw upload past its route's limit. */
export const rawTooLargeMessage = (maxBytes: number) =>
  `The file is too large: at most ${String(maxBytes)} bytes.`

/**
 * Limits every request body before anything reads it: the upload routes (multipart in the route
 * table) to MAX_UPLOAD_BYTES plus the envelope (uploadLimit), a raw file to its route's
 * `maxBodyBytes` as announced (its handler counts the rest), a route with its own
 * `maxBodyBytes` (a question and its conversation) to that, everything else to `jsonBytes`. A
 * JSON body announced larger (Content-Length) is refused at once; a streamed one as soon as it
 * passes the limit (what was read is at most the limit).
 */
export function requestBodyLimits(jsonBytes: number): MiddlewareHandler {
  const limitOf = (route: RouteSpec) =>
    route.bodyType === 'multipart'
      ? uploadLimit
      : route.bodyType === 'raw'
        ? announcedLimit(
            route.maxBodyBytes ?? MAX_UPLOAD_BYTES,
            rawTooLargeMessage(route.maxBodyBytes ?? MAX_UPLOAD_BYTES),
          )
        : route.maxBodyBytes !== undefined
          ? jsonLimit(Math.max(route.maxBodyBytes, jsonBytes))
          : undefined
  const json = jsonLimit(jsonBytes)
  const ownLimits = new Map<string, MiddlewareHandler>()
  for (const route of Object.values(routeTable) as RouteSpec[]) {
    const limit = limitOf(route)
    if (limit) ownLimits.set(routePath(route), limit)
  }
  return (c, next) => (ownLimits.get(c.req.path) ?? json)(c, next)
}

function jsonLimit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: tooLarge(`The request body is too large: at most ${maxSize} bytes.`),
  })
}
