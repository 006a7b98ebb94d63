import type { z } from 'zod'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * The two base addresses (docs/product.md#server-calls): the backend (`/api/`) and the AI service
 * (`/ai/`).
 */
export type Base = 'backend' | 'ai'

/**
 * One call of the product: everything the server needs to mount it and the client needs to
 * make it. Paths are relative to their base; `:name` marks a path parameter.
 */
export interface RouteSpec {
  method: Method
  base: Base
  path: string
  /** The call needs a signed-in user (Bearer access token). */
  auth: boolean
  /** Operators only (role `admin`). */
  admin?: boolean
  summary: string
  tag: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  /**
   * How the body travels: JSON (default), multipart form data (files), or the file itself
   * (`raw`: streamed to storage as it arrives, never parsed by the route table).
   */
  bodyType?: 'json' | 'multipart' | 'raw'
  /** The body's own size limit in bytes, where the server's default for JSON is too small. */
  maxBodyBytes?: number
  /**
   * The answer: a JSON body (default), server-sent events of `response` chunks, a browser
   * redirect, or a file to save (`Content-Disposition` names it).
   */
  responseType?: 'json' | 'sse' | 'redirect' | 'file'
  response: z.ZodType
  /** Success status (200 by default). */
  status?: 200 | 201
  /** A `redirect_url` in this answer is for the caller to follow (login's OTP step). */
  callerHandlesRedirect?: boolean
}

/** Keeps a route's literal types (its schemas, method, path) for the client's inference. */
export const defineRoute = <const R extends RouteSpec>(route: R): R => route
