import { lookup as dnsLookup } from 'node:dns'
import type { LookupAddress } from 'node:dns'
import http from 'node:http'
import type { IncomingMessage } from 'node:http'
import https from 'node:https'
import type { BlockList } from 'node:net'
import { isIP } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'
import type { PageSkipReason } from '@amply/api/entities/web-search'
import { mayConnect } from './public-address'

/** The limits of reading one resource of the open web (docs/decisions.md, "Web search"). */
export interface FetchRules {
  timeoutMs: number
  maxBytes: number
  /** Private addresses the operator allows anyway (WEB_FETCH_ALLOWED_ADDRESSES). */
  allowed: BlockList
  maxRedirects?: number
  userAgent?: string
}

export interface Fetched {
  /** Where the content was found, after redirects. */
  url: string
  contentType: string
  charset: string | undefined
  body: Buffer
}

export type FetchOutcome = { ok: true; fetched: Fetched } | { ok: false; reason: PageSkipReason }

/** Why a fetch stopped, carried through the stream's errors. */
class Refused extends Error {
  constructor(readonly reason: PageSkipReason) {
    super(reason)
  }
}

const MAX_REDIRECTS = 5

/**
 * The DNS lookup of every connection the reader makes: each address a name resolves to is
 * checked, and the connection is made to a checked one (no second lookup to race).
 */
function guardedLookup(allowed: BlockList) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) {
        callback(error, '')
        return
      }
      if (addresses.length === 0 || !addresses.every((a) => mayConnect(a.address, allowed))) {
        callback(new Refused('blocked_address'), '')
        return
      }
      const [first] = addresses
      if (options.all) callback(null, addresses)
      else if (first) callback(null, first.address, first.family)
    })
  }
}

function decoded(response: IncomingMessage): Readable {
  switch (response.headers['content-encoding']?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip())
    case 'deflate':
      return response.pipe(zlib.createInflate())
    case 'br':
      return response.pipe(zlib.createBrotliDecompress())
    default:
      return response
  }
}

/** One request, no redirect followed: the response, its body still unread. */
function request(url: URL, rules: FetchRules, accept: string, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const outgoing = client.request(url, {
      method: 'GET',
      signal,
      lookup: guardedLookup(rules.allowed),
      // Never a cookie or a credential: only what any anonymous reader sends.
      headers: {
        'user-agent': rules.userAgent ?? 'AmplyBot/1.0 (reads pages to answer a question)',
        accept,
        'accept-encoding': 'gzip, deflate, br',
      },
    })
    outgoing.on('response', resolve)
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The body, counted as it arrives (decompressed): refused past `maxBytes`. */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of decoded(response)) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      response.destroy()
      throw new Refused('too_large')
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** An address the reader may ask at all: http or https, no credentials in it. */
function checkedUrl(address: string, base: URL | undefined, allowed: BlockList): URL {
  let url: URL
  try {
    url = new URL(address, base)
  } catch {
    throw new Refused('unreachable')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('blocked_address')
  url.username = ''
  url.password = ''
  url.hash = ''
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // An address written as such is never looked up: it is checked here.
  if (isIP(host) !== 0 && !mayConnect(host, allowed)) throw new Refused('blocked_address')
  return url
}

function reasonOf(error: unknown, deadline: AbortSignal): PageSkipReason {
  if (error instanceof Refused) return error.reason
  if (deadline.aborted) return 'timeout'
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof Refused) return cause.reason
  return 'unreachable'
}

/**
 * Reads one resource of the open web by the rules of a server that does: http and https only,
 * no private, loopback or link-local address (checked after DNS resolution and at every
 * redirect) unless the operator allows it, a few redirects at most, a time and a size limit, a
 * content type `acceptType` allows, no cookies or credentials. Never throws: a refusal is the
 * reason given to the user.
 */
export async function fetchResource(
  address: string,
  rules: FetchRules,
  options: { accept: string; acceptType: (contentType: string) => boolean; signal?: AbortSignal },
): Promise<FetchOutcome> {
  const deadline = AbortSignal.timeout(rules.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
  const seen = new Set<string>()
  let response: IncomingMessage | undefined
  try {
    let url = checkedUrl(address, undefined, rules.allowed)
    for (;;) {
      seen.add(url.href)
      response = await request(url, rules, options.accept, signal)
      const location = response.headers.location
      if (
        response.statusCode &&
        response.statusCode >= 300 &&
        response.statusCode < 400 &&
        location
      ) {
        response.resume()
        url = checkedUrl(location, url, rules.allowed)
        if (seen.has(url.href) || seen.size > (rules.maxRedirects ?? MAX_REDIRECTS)) {
          throw new Refused('redirects')
        }
        continue
      }
      if ((response.statusCode ?? 500) >= 400) throw new Refused('http_error')
      const [type = '', ...parameters] = (response.headers['content-type'] ?? '').split(';')
      const contentType = type.trim().toLowerCase()
      if (!options.acceptType(contentType)) throw new Refused('not_text')
      const announced = Number(response.headers['content-length'])
      if (Number.isFinite(announced) && announced > rules.maxBytes) throw new Refused('too_large')
      const charset = parameters
        .map((parameter) => /^\s*charset\s*=\s*"?([^";]+)"?/i.exec(parameter)?.[1])
        .find(Boolean)
      const body = await readBody(response, rules.maxBytes)
      return { ok: true, fetched: { url: url.href, contentType, charset, body } }
    }
  } catch (error) {
    response?.destroy()
    return { ok: false, reason: reasonOf(error, deadline) }
  }
}
