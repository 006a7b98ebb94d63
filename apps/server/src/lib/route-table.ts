import type { ValidationIssue } from '@amply/api/entities/error'
import type { RouteSpec } from '@amply/api/route'
import { routeTable } from '@amply/api/route-table'
import type { RouteName, RouteTable } from '@amply/api/route-table'
import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import { MAX_UPLOAD_BYTES } from '@amply/api/constants'
import type { AppEnv } from './app-env'
import { MULTIPART_OVERHEAD_BYTES, MultipartTooLarge, readMultipart } from './multipart'
import { lingerOnClose, nodeRequest, refusedBodyOf } from './refused-body'

type Route<N extends RouteName> = RouteTable[N]
type Part<N extends RouteName, K extends string> =
  Route<N> extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined

/** What a handler receives: the validated parts of the request. */
export interface RouteInput<N extends RouteName> {
  params: Part<N, 'params'>
  query: Part<N, 'query'>
  body: Part<N, 'body'>
}

type Output<N extends RouteName> = z.input<Route<N>['response']>

/**
 * A handler answers the route's response (checked against its schema) or a ready Response
 * (streams).
 */
export type RouteHandler<N extends RouteName> = (
  input: RouteInput<N>,
  c: Context<AppEnv>,
) => Promise<Output<N> | Response> | Output<N> | Response

export type RouteHandlers = { [N in RouteName]?: RouteHandler<N> }

export interface MountOptions {
  /** Checks the Bearer token of signed-in routes; throws an HTTPException(401) when it fails. */
  authenticate?: (c: Context<AppEnv>, route: RouteSpec) => Promise<void>
}

const basePrefix = { backend: '/api', ai: '/ai' } as const

/** The refusal of an upload past MAX_UPLOAD_BYTES (docs/product.md#errors). */
export const uploadTooLargeMessage = `The file is too large: at most ${String(MAX_UPLOAD_BYTES)} bytes.`

/**
 * Where a route is mounted: its base and path (`/api/client/address`, `/ai/history/:session_id`).
 */
export const routePath = (route: RouteSpec) => `${basePrefix[route.base]}/${route.path}`

/** `application/json` or a `+json` type, whatever its parameters (charset). */
const isJsonType = (contentType: string | undefined) =>
  /^application\/([\w.-]+\+)?json$/i.test(contentType?.split(';')[0]?.trim() ?? '')

const toDetail = (where: string, issues: z.core.$ZodIssue[]): ValidationIssue[] =>
  issues.map((issue) => ({
    loc: [where, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))],
    msg: issue.message,
    type: issue.code,
  }))

class ValidationFailure extends Error {
  constructor(readonly detail: ValidationIssue[]) {
    super('Invalid request')
  }
}

function check<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  where: string,
): z.output<S> | undefined {
  if (!schema) return undefined
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ValidationFailure(toDetail(where, parsed.error.issues))
  return parsed.data
}

/** The body as the route's schema reads it, and what to remove once the request is answered. */
interface ReadBody {
  value: unknown
  dispose?: () => Promise<void>
}

async function readBody(c: Context<AppEnv>, route: RouteSpec): Promise<ReadBody> {
  // A raw file is the handler's to stream from the request, counting its bytes.
  if (!route.body || route.bodyType === 'raw') return { value: undefined }
  if (route.bodyType === 'multipart') {
    try {
      const form = await readMultipart(
        c.req.raw,
        { fileBytes: MAX_UPLOAD_BYTES, bodyBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES },
        refusedBodyOf(c),
      )
      return { value: form.fields, dispose: form.dispose }
    } catch (error) {
      if (error instanceof MultipartTooLarge) {
        lingerOnClose(nodeRequest(c))
        throw new HTTPException(413, { message: uploadTooLargeMessage })
      }
      throw new ValidationFailure([
        { loc: ['body'], msg: 'Expected multipart form data', type: 'multipart_invalid' },
      ])
    }
  }
  // Never read as JSON what was not sent as JSON (text/plain, a form: a cross-site form or a
  // script's default type).
  if (!isJsonType(c.req.header('content-type'))) {
    throw new HTTPException(415, {
      message: 'Send the body as JSON (Content-Type: application/json).',
    })
  }
  try {
    return { value: await c.req.json() }
  } catch {
    throw new ValidationFailure([
      { loc: ['body'], msg: 'Expected a JSON body', type: 'json_invalid' },
    ])
  }
}

/**
 * Mounts the routes of the shared table that have a handler: validates params, query and body
 * with the table's schemas (422 with the `loc`/`msg`/`type` list on failure), checks
 * the Bearer token of signed-in routes, and checks every answer against the response schema
 * so the server cannot drift from the contract.
 */
export function mountRoutes(
  app: Hono<AppEnv>,
  handlers: RouteHandlers,
  options: MountOptions = {},
) {
  for (const [name, handler] of Object.entries(handlers) as [
    RouteName,
    RouteHandler<RouteName>,
  ][]) {
    const route: RouteSpec = routeTable[name]
    const authenticate = options.authenticate
    if (route.auth && !authenticate) {
      throw new Error(`Route ${name} needs a signed-in user, but no authenticate hook was given`)
    }
    app.on(route.method, routePath(route), async (c) => {
      if (route.auth && authenticate) await authenticate(c, route)
      let input: RouteInput<RouteName>
      let body: ReadBody = { value: undefined }
      try {
        const params = check(route.params, c.req.param(), 'path')
        const query = check(route.query, c.req.query(), 'query')
        body = await readBody(c, route)
        input = {
          params,
          query,
          body: check(route.body, body.value, 'body'),
        } as RouteInput<RouteName>
      } catch (error) {
        await body.dispose?.()
        if (error instanceof ValidationFailure) return c.json({ detail: error.detail }, 422)
        throw error
      }
      let result: Awaited<ReturnType<RouteHandler<RouteName>>>
      try {
        result = await handler(input, c)
      } finally {
        // An upload's temporary files: the handler has read or stored what it keeps.
        await body.dispose?.()
      }
      if (result instanceof Response) return result
      const checked = route.response.safeParse(result)
      if (!checked.success) {
        throw new HTTPException(500, {
          message: `The answer of ${name} broke the contract`,
          cause: checked.error,
        })
      }
      return c.json(checked.data as object, route.status ?? 200)
    })
  }
}
