import type { PageSkipReason, WebSearch, WebSource } from '@amply/api/entities/web-search'
import { MAX_SEARCH_QUERY_CHARS } from '@amply/api/entities/web-search'
import type { Logger } from '../../lib/logger'
import type { FetchRules } from './page-fetch'
import { fetchResource } from './page-fetch'
import { decodeText, looksBinary, pageText } from './page-text'
import { bestPassages } from './passages'
import type { SearchProvider, SearchResult } from './search-provider'
import { SearchError } from './search-provider'
import { siteIcon } from './site-icon'

export interface WebSearchDeps {
  provider: SearchProvider
  rules: FetchRules
  /** How many of the top results' pages are read. */
  pages: number
  searchTimeoutMs: number
  logger: Logger
}

export interface WebFindings {
  search: WebSearch
  sources: WebSource[]
}

const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/plain'])

export const siteOf = (url: string) => new URL(url).hostname.replace(/^www\./, '')

interface PageRead {
  result: SearchResult
  url: string
  title: string
  site: string
  icon: string | null
  text: string
}

type Reading = { ok: true; page: PageRead } | { ok: false; reason: PageSkipReason }

/** One result's page read: its text (fetched by the web's rules, or the demo's own) and icon. */
async function readPage(
  result: SearchResult,
  deps: WebSearchDeps,
  signal: AbortSignal,
): Promise<Reading> {
  if (result.text !== undefined) {
    const site = result.site ?? siteOf(result.url)
    return {
      ok: true,
      page: { result, url: result.url, title: result.title, site, icon: null, text: result.text },
    }
  }
  const [outcome, icon] = await Promise.all([
    fetchResource(result.url, deps.rules, {
      accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
      acceptType: (type) => PAGE_TYPES.has(type),
      signal,
    }),
    siteIcon(result.url, deps.rules, signal),
  ])
  if (!outcome.ok) return outcome
  const { fetched } = outcome
  if (looksBinary(fetched.body)) return { ok: false, reason: 'not_text' }
  const read = pageText(decodeText(fetched.body, fetched.charset), fetched.contentType)
  if (!read.text) return { ok: false, reason: 'no_text' }
  return {
    ok: true,
    page: {
      result,
      url: fetched.url,
      title: result.title || read.title || siteOf(fetched.url),
      site: result.site ?? read.siteName ?? siteOf(fetched.url),
      icon,
      text: read.text,
    },
  }
}

function problemOf(error: unknown): WebSearch['problem'] {
  return error instanceof SearchError ? error.kind : 'unavailable'
}

/**
 * Searches the web for the question and reads the top results' pages, all at once
 * (docs/product.md#web-search): what it searched and read is told through `progress` as it
 * goes; the pages' best passages come back as numbered sources. It never throws: whatever
 * failed is in the search's `problem` and `skipped`, and the answer goes on without it.
 */
export async function searchTheWeb(
  question: string,
  deps: WebSearchDeps,
  { signal, progress }: { signal: AbortSignal; progress: (search: WebSearch) => void },
): Promise<WebFindings> {
  const query = question.trim().replace(/\s+/g, ' ')
  const search: WebSearch = {
    status: 'searching',
    queries: [],
    reading: [],
    skipped: [],
    problem: null,
  }
  const done = (problem: WebSearch['problem'], sources: WebSource[] = []): WebFindings => {
    search.status = 'done'
    search.reading = []
    search.problem = problem
    progress({ ...search })
    return { search: { ...search }, sources }
  }
  if (!query) return done('empty_query')
  if (query.length > MAX_SEARCH_QUERY_CHARS) return done('query_too_long')
  search.queries = [query]
  progress({ ...search })

  let results: SearchResult[]
  const searchSignal = AbortSignal.any([signal, AbortSignal.timeout(deps.searchTimeoutMs)])
  try {
    results = await Promise.race([
      deps.provider.search({ query, count: deps.pages * 2, signal: searchSignal }),
      // A service that ignores the abort still does not hold the answer up.
      new Promise<never>((_, reject) => {
        searchSignal.addEventListener('abort', () => {
          reject(new SearchError('timeout', `${deps.provider.name} did not answer in time`))
        })
      }),
    ])
  } catch (error) {
    deps.logger.warn('web search failed', { provider: deps.provider.name, error: String(error) })
    return done(problemOf(error))
  }
  const seen = new Set<string>()
  const top = results
    .filter((result) => {
      if (!/^https?:\/\//i.test(result.url) || seen.has(result.url)) return false
      seen.add(result.url)
      return URL.canParse(result.url)
    })
    .slice(0, deps.pages)
  if (top.length === 0) return done('no_results')

  search.status = 'reading'
  search.reading = top.map((result) => ({
    url: result.url,
    site: result.site ?? siteOf(result.url),
  }))
  progress({ ...search, reading: [...search.reading] })
  const readings = await Promise.all(top.map((result) => readPage(result, deps, signal)))
  const read: PageRead[] = []
  readings.forEach((reading, index) => {
    const result = top[index]
    if (!result) return
    if (reading.ok) read.push(reading.page)
    else
      search.skipped.push({
        url: result.url,
        site: result.site ?? siteOf(result.url),
        reason: reading.reason,
      })
  })
  if (read.length === 0) return done('nothing_readable')

  const chosen = bestPassages(
    read.map((page) => ({ page, text: page.text })),
    query,
  )
  const sources: WebSource[] = chosen.map(({ page, passages }, index) => ({
    n: index + 1,
    url: page.url,
    title: page.title.slice(0, 300),
    site: page.site.slice(0, 200),
    icon: page.icon,
    passages,
  }))
  return done(null, sources)
}
