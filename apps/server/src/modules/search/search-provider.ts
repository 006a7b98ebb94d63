/** One result of a web search, best first. */
export interface SearchResult {
  url: string
  title: string
  /** The search service's short extract of the page. */
  snippet: string
  /** The site's name, when the service knows it (else the page's host name is shown). */
  site?: string
  /**
   * The page's text, when the service already has it (the offline demo corpus): it is then not
   * fetched from the web.
   */
  text?: string
}

export interface SearchRequest {
  query: string
  /** How many results are wanted at most. */
  count: number
  /** Aborted when the answer is stopped or the search times out. */
  signal: AbortSignal
}

/** A search service: SearXNG, Brave Search, or the offline demo corpus. */
export interface SearchProvider {
  readonly name: string
  search(request: SearchRequest): Promise<SearchResult[]>
}

/** Why a search service gave no results: each is one line in the answer (web-search.ts). */
export class SearchError extends Error {
  override readonly name = 'SearchError'

  constructor(
    readonly kind: 'timeout' | 'rate_limited' | 'unavailable' | 'bad_response',
    message: string,
  ) {
    super(message)
  }
}

/** Asks a search service's HTTP API for JSON, turning each way it can fail into a SearchError. */
export async function fetchSearchJson(
  url: URL,
  init: { headers?: Record<string, string>; signal: AbortSignal },
  service: string,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...init.headers },
      signal: init.signal,
      redirect: 'error',
    })
  } catch (error) {
    if (init.signal.aborted) throw new SearchError('timeout', `${service} did not answer in time`)
    throw new SearchError('unavailable', `${service} could not be reached: ${String(error)}`)
  }
  if (response.status === 429) {
    await response.body?.cancel()
    throw new SearchError('rate_limited', `${service} refused: too many searches (429)`)
  }
  if (!response.ok) {
    await response.body?.cancel()
    throw new SearchError('unavailable', `${service} answered ${String(response.status)}`)
  }
  try {
    return await response.json()
  } catch {
    if (init.signal.aborted) throw new SearchError('timeout', `${service} did not answer in time`)
    throw new SearchError('bad_response', `${service} answered something that is not JSON`)
  }
}

/** HTML markup in a service's titles and extracts (`<strong>` around matches) as plain text. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => entities[entity] ?? entity)
    .trim()

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
}
