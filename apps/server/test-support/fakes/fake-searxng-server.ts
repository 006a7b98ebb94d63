import { createServer } from 'node:http'
import { listenLocal } from './listen-local'

/**
 * A local server answering SearXNG's JSON API (`GET /search?q=…&format=json`) in its real wire
 * format: `{ query, number_of_results, results: [{ url, title, content, engine, … }], answers,
 * suggestions, unresponsive_engines }`. The test sets the results; a query naming a fault
 * answers it: `{status:429}` and other statuses, `{garbage}` (HTML, not JSON), `{not-results}`
 * (JSON without results), `{silent}` (nothing until the client hangs up). Braces, not the
 * fake model's brackets: the question goes to both.
 */
export interface FakeSearxng {
  baseUrl: string
  /** The queries received, oldest first. */
  queries: string[]
  /** What the next searches answer: url, title and extract of each result. */
  setResults: (results: { url: string; title: string; content?: string }[]) => void
  close: () => Promise<void>
}

export async function startFakeSearxng(): Promise<FakeSearxng> {
  const queries: string[] = []
  let results: { url: string; title: string; content?: string }[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const query = url.searchParams.get('q') ?? ''
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') {
      res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>403 Forbidden</h1>')
      return
    }
    queries.push(query)
    const status = /\{status:(\d{3})\}/.exec(query)?.[1]
    if (status) {
      res.writeHead(Number(status), { 'content-type': 'text/html' }).end('<h1>Error</h1>')
      return
    }
    if (query.includes('{silent}')) return
    if (query.includes('{garbage}')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json')
      return
    }
    if (query.includes('{not-results}')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"error":"oops"}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        query,
        number_of_results: 0,
        results: results.map((result, index) => ({
          url: result.url,
          title: result.title,
          content: result.content ?? '',
          engine: 'duckduckgo',
          parsed_url: ['http', new URL(result.url).host, new URL(result.url).pathname, '', '', ''],
          template: 'default.html',
          engines: ['duckduckgo'],
          positions: [index + 1],
          score: 1 / (index + 1),
          category: 'general',
        })),
        answers: [],
        corrections: [],
        infoboxes: [],
        suggestions: [],
        unresponsive_engines: [],
      }),
    )
  })
  const { port, close } = await listenLocal(server)
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    queries,
    setResults: (next) => {
      results = next
    },
    close,
  }
}
