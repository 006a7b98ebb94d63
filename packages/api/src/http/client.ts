import { createFetch, FetchError } from 'ofetch'
import type { z } from 'zod'
import { ApiError, parseErrorBody } from './api-error'
import { notificationMessage } from './error-messages'
import type { RouteSpec } from './route'
import { defaultBases, routeTable } from './route-table'
import type { RouteName, RouteTable } from './route-table'

type Route<N extends RouteName> = RouteTable[N]

/** What a call takes: path `params`, `query` and `body`, each only where the route has one. */
export type RouteInput<N extends RouteName> = (Route<N> extends {
  params: infer P extends z.ZodType
}
  ? { params: z.input<P> }
  : unknown) &
  (Route<N> extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : unknown) &
  (Route<N> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown)

/** What a JSON call answers (for an SSE route: one chunk). */
export type RouteOutput<N extends RouteName> = z.output<Route<N>['response']>

type NamesWhere<T> = { [N in RouteName]: Route<N> extends T ? N : never }[RouteName]
export type JsonRouteName = Exclude<
  RouteName,
  NamesWhere<{ responseType: 'sse' | 'redirect' | 'file' }>
>
export type StreamRouteName = NamesWhere<{ responseType: 'sse' }>
export type FileRouteName = NamesWhere<{ responseType: 'file' }>

/** A file the server answered, and the name it gave it. */
export interface DownloadedFile {
  blob: Blob
  fileName: string
}
export type RedirectRouteName = NamesWhere<{ responseType: 'redirect' }>

export interface CallOptions {
  signal?: AbortSignal
  /** Milliseconds before the call fails as `timeout`. */
  timeout?: number
  /** Extra request headers (the extension's refresh token). */
  headers?: Record<string, string>
}

type Args<N extends RouteName> =
  object extends RouteInput<N>
    ? [input?: RouteInput<N>, options?: CallOptions]
    : [input: RouteInput<N>, options?: CallOptions]

export interface ApiClientOptions {
  /** The backend base (default `/api/`). */
  backendBase?: string
  /** The AI service base (default `/ai/`). */
  aiBase?: string
  /** The access token for calls that need one; `core` makes it fresh first. */
  getAccessToken: () => Promise<string | null>
  /** A `redirect_url` in an answer: the platform sends the browser there. */
  onRedirect?: (url: string) => void
  /** A 401 not about a password: the platform clears the session and shows login. */
  onUnauthorized?: (error: ApiError) => void
  /** The fetch to use (the platform's; globalThis.fetch by default). */
  fetch?: typeof globalThis.fetch
  /**
   * Whether cookies go along (`include` by default). The extension sends `omit`: the server's
   * cookies belong to the website's session, which the panel must never replace or end.
   */
  credentials?: 'include' | 'omit' | 'same-origin'
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * The typed HTTP client of every call in the route table, with the response rules of
 * docs/product.md#server-calls: credentials included, Bearer token on signed-in calls,
 * `redirect_url` handed to `onRedirect`, redirects (301/302/303) followed so the caller never sees
 * them, a 401 not about a password reported to `onUnauthorized`, and every failure one `ApiError`.
 */
export function createApiClient(options: ApiClientOptions) {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch })
  const bases = {
    backend: options.backendBase ?? defaultBases.backend,
    ai: options.aiBase ?? defaultBases.ai,
  }

  /** The full URL of a route, with its path parameters filled in. */
  function url(name: RouteName, params: Record<string, string | number> = {}): string {
    const route: RouteSpec = routeTable[name]
    const path = route.path.replace(/:([a-z_]+)/g, (_, key: string) =>
      encodeURIComponent(params[key] ?? ''),
    )
    return `${bases[route.base].replace(/\/+$/, '')}/${path}`
  }

  async function send(
    name: RouteName,
    input: { params?: unknown; query?: unknown; body?: unknown },
    options_: CallOptions,
  ) {
    const route: RouteSpec = routeTable[name]
    const headers = new Headers({
      ...options_.headers,
      accept: acceptOf(route),
    })
    if (route.auth) {
      const token = await options.getAccessToken()
      if (token) headers.set('authorization', `Bearer ${token}`)
    }
    const signals = [
      options_.signal,
      options_.timeout ? AbortSignal.timeout(options_.timeout) : undefined,
    ]
    const activeSignals = signals.filter((signal) => signal !== undefined)
    try {
      return await $fetch.raw(
        url(name, input.params as Record<string, string | number> | undefined),
        {
          method: route.method,
          headers,
          credentials: options.credentials ?? 'include',
          retry: 0,
          ...(route.responseType === 'file' ? { responseType: 'blob' as const } : {}),
          query: input.query as Record<string, unknown> | undefined,
          body: route.body ? encodeBody(route, input.body) : undefined,
          signal: activeSignals.length > 0 ? AbortSignal.any(activeSignals) : undefined,
        },
      )
    } catch (error) {
      throw report(toApiError(name, error))
    }
  }

  function report(error: ApiError): ApiError {
    if (error.isSessionExpired) options.onUnauthorized?.(error)
    return error
  }

  /** Makes a JSON call and answers its parsed, schema-checked body. */
  async function call<N extends JsonRouteName>(
    name: N,
    ...[input, callOptions]: Args<N>
  ): Promise<RouteOutput<N>> {
    const route: RouteSpec = routeTable[name]
    const response = await send(name, input ?? {}, callOptions ?? {})
    const data: unknown = response._data
    const redirectUrl = readRedirectUrl(data)
    if (redirectUrl && !route.callerHandlesRedirect) options.onRedirect?.(redirectUrl)
    const parsed = route.response.safeParse(data)
    if (!parsed.success) {
      throw new ApiError(
        'contract',
        `The answer to ${name} does not match the contract`,
        response.status,
        undefined,
        {
          cause: parsed.error,
        },
      )
    }
    return parsed.data as RouteOutput<N>
  }

  /** Opens a server-sent event stream; the caller reads `response.body` (core parses it). */
  async function stream<N extends StreamRouteName>(
    name: N,
    ...[input, callOptions]: Args<N>
  ): Promise<Response> {
    const response = await send(name, input ?? {}, callOptions ?? {})
    if (!response.headers.get('content-type')?.includes('text/event-stream')) {
      throw new ApiError('contract', `${name} did not answer with an event stream`, response.status)
    }
    return response
  }

  /** Fetches a file route's answer whole (small files: one conversation). */
  async function download<N extends FileRouteName>(
    name: N,
    ...[input, callOptions]: Args<N>
  ): Promise<DownloadedFile> {
    const response = await send(name, input ?? {}, callOptions ?? {})
    const blob: unknown = response._data
    if (!(blob instanceof Blob)) {
      throw new ApiError('contract', `${name} did not answer with a file`, response.status)
    }
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? name }
  }

  /** The address a browser navigates to for a redirect route (OAuth login). */
  function href(name: RedirectRouteName, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString()
    return search ? `${url(name)}?${search}` : url(name)
  }

  return { call, stream, download, href, url }
}

const acceptOf = (route: RouteSpec) =>
  route.responseType === 'sse'
    ? 'text/event-stream'
    : route.responseType === 'file'
      ? '*/*'
      : 'application/json'

/** The name a `Content-Disposition` gives (its UTF-8 `filename*` first). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // A broken encoding: the plain name below.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1]
}

function encodeBody(
  route: RouteSpec,
  body: unknown,
): FormData | Blob | Record<string, unknown> | undefined {
  if (route.bodyType === 'raw') return body as Blob
  if (route.bodyType !== 'multipart') return body as Record<string, unknown> | undefined
  const form = new FormData()
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key)
    else form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  return form
}

function readRedirectUrl(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('redirect_url' in data)) return undefined
  return typeof data.redirect_url === 'string' ? data.redirect_url : undefined
}

function toApiError(name: RouteName, error: unknown): ApiError {
  if (!(error instanceof FetchError)) {
    return new ApiError('network', `${name} failed: ${String(error)}`, 0, undefined, {
      cause: error,
    })
  }
  const response = error.response
  if (response) {
    const body = parseErrorBody(error.data)
    const fallback = `Request failed with status ${response.status}`
    const message = body ? notificationMessage({ body, message: fallback }) : fallback
    return new ApiError('http', message, response.status, body, { cause: error })
  }
  const cause: unknown = error.cause
  const causeName = cause instanceof Error || cause instanceof DOMException ? cause.name : ''
  if (causeName === 'TimeoutError') {
    return new ApiError('timeout', `${name} took too long`, 0, undefined, { cause: error })
  }
  if (causeName === 'AbortError') {
    return new ApiError('aborted', `${name} was cancelled`, 0, undefined, { cause: error })
  }
  return new ApiError('network', `${name} could not reach the server`, 0, undefined, {
    cause: error,
  })
}
