import { createServer } from 'node:http'
import { listenLocal } from './listen-local'

/**
 * A local stand-in for Brave's Web Search API (`GET /res/v1/web/search`), answering its real
 * wire format (WebSearchApiResponse: `type: "search"`, `query`, `web.results[]` with `title`,
 * `url`, `description`, `profile`, `meta_url`…; no `web` when nothing is found). A request
 * without the subscription token is refused as Brave refuses it (401); a query naming
 * `{status:429}` gets Brave's rate-limit answer.
 */
export async function startFakeBraveSearch(apiKey: string) {
  const requests: { query: string; count: string | null; token: string | undefined }[] = []
  let results: { url: string; title: string; description: string; site: string }[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const token = req.headers['x-subscription-token'] as string | undefined
    const query = url.searchParams.get('q') ?? ''
    requests.push({ query, count: url.searchParams.get('count'), token })
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    if (url.pathname !== '/res/v1/web/search') {
      json(404, { type: 'ErrorResponse', error: { code: 'RESOURCE_NOT_FOUND', status: 404 } })
      return
    }
    if (token !== apiKey) {
      json(401, {
        type: 'ErrorResponse',
        error: {
          id: 'x',
          status: 401,
          code: 'SUBSCRIPTION_TOKEN_INVALID',
          detail: 'The provided subscription token is invalid.',
        },
      })
      return
    }
    if (query.includes('{status:429}')) {
      res.setHeader('x-ratelimit-limit', '1, 2000')
      res.setHeader('x-ratelimit-remaining', '0, 1990')
      res.setHeader('x-ratelimit-reset', '1, 1419704')
      json(429, {
        type: 'ErrorResponse',
        error: {
          id: 'x',
          status: 429,
          code: 'RATE_LIMITED',
          detail: 'Request rate limit exceeded for plan.',
        },
      })
      return
    }
    const found = query.includes('{nothing}') ? [] : results
    json(200, {
      type: 'search',
      query: {
        original: query,
        show_strict_warning: false,
        is_navigational: false,
        spellcheck_off: true,
        country: 'us',
        more_results_available: true,
      },
      mixed: {
        type: 'mixed',
        main: found.map((_, index) => ({ type: 'web', index, all: false })),
        top: [],
        side: [],
      },
      ...(found.length > 0
        ? {
            web: {
              type: 'search',
              family_friendly: true,
              results: found.map((result) => {
                const parsed = new URL(result.url)
                return {
                  type: 'search_result',
                  subtype: 'generic',
                  title: result.title,
                  url: result.url,
                  description: result.description,
                  is_source_local: false,
                  is_source_both: false,
                  family_friendly: true,
                  language: 'en',
                  profile: {
                    name: result.site,
                    url: parsed.origin,
                    long_name: parsed.hostname,
                    img: `https://imgs.search.brave.com/x/${parsed.hostname}`,
                  },
                  meta_url: {
                    scheme: parsed.protocol.slice(0, -1),
                    netloc: parsed.host,
                    hostname: parsed.hostname,
                    favicon: `https://imgs.search.brave.com/x/${parsed.hostname}`,
                    path: parsed.pathname,
                  },
                }
              }),
            },
          }
        : {}),
    })
  })
  const { port, close } = await listenLocal(server)
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    requests,
    setResults: (next: typeof results) => {
      results = next
    },
    close,
  }
}
