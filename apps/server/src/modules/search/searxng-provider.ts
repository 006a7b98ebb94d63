import { z } from 'zod'
import type { SearchProvider } from './search-provider'
import { SearchError, fetchSearchJson, plainText } from './search-provider'

/** What SearXNG's JSON API answers (`/search?format=json`), the fields read here. */
const searxngAnswer = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().default(''),
      content: z.string().nullish(),
    }),
  ),
})

/**
 * SearXNG, the self-hosted metasearch engine, through its JSON API. The instance must allow
 * the format (settings.yml: `search.formats: [html, json]`), or it answers 403.
 */
export function searxngProvider(baseUrl: string): SearchProvider {
  return {
    name: 'SearXNG',
    async search({ query, count, signal }) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
      url.searchParams.set('q', query)
      url.searchParams.set('format', 'json')
      url.searchParams.set('safesearch', '1')
      const parsed = searxngAnswer.safeParse(await fetchSearchJson(url, { signal }, 'SearXNG'))
      if (!parsed.success) {
        throw new SearchError('bad_response', 'SearXNG answered JSON without search results')
      }
      return parsed.data.results.slice(0, count).map((result) => ({
        url: result.url,
        title: plainText(result.title),
        snippet: plainText(result.content ?? ''),
      }))
    },
  }
}
