import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import type { RouteSpec } from '@amply/api/route'
import { routeTable } from '@amply/api/route-table'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { routePath } from './route-table'

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/**
 * A refusal in the error body (docs/product.md#errors); the connection closes, so the rest is never
 * read.
 */
const tooLarge = (detail: string) => (c: Context) =>
  c.json({ detail }, 413, { Connection: 'close' })

/**
 * Limits every request body before anything reads it: the upload routes (multipart in the route
 * table) to MAX_UPLOAD_BYTES plus the envelope, a route with its own `maxBodyBytes` (a question
 * and its conversation) to that, everything else to `jsonBytes`. A body announced larger
 * (Content-Length) is refused at once; a streamed one as soon as it passes the limit (what was
 * read is at most the limit).
 */
export function requestBodyLimits(jsonBytes: number): MiddlewareHandler {
  const limitOf = (route: RouteSpec) =>
    route.bodyType === 'multipart'
      ? upload
      : route.maxBodyBytes !== undefined
        ? jsonLimit(Math.max(route.maxBodyBytes, jsonBytes))
        : undefined
  const upload = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
    onError: tooLarge(`The file is too large: at most ${MAX_UPLOAD_BYTES} bytes.`),
  })
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
