import { z } from 'zod'
import type { SearchProvider } from './search-provider'
import { SearchError, fetchSearchJson, plainText } from './search-provider'

/** What Brave's Web Search API answers (WebSearchApiResponse), the fields read here. */
const braveAnswer = z.object({
  type: z.literal('search'),
  // No `web` at all when nothing was found.
  web: z
    .object({
      results: z.array(
        z.object({
          url: z.string(),
          title: z.string().default(''),
          description: z.string().default(''),
          profile: z.object({ name: z.string() }).partial().optional(),
        }),
      ),
    })
    .optional(),
})

/** Brave Search's Web Search API (docs/decisions.md, "Web search"). */
export function braveProvider(
  apiKey: string,
  baseUrl = 'https://api.search.brave.com',
): SearchProvider {
  return {
    name: 'Brave Search',
    async search({ query, count, signal }) {
      const url = new URL('/res/v1/web/search', baseUrl)
      url.searchParams.set('q', query)
      // Brave answers at most 20 a page.
      url.searchParams.set('count', String(Math.min(count, 20)))
      url.searchParams.set('safesearch', 'moderate')
      url.searchParams.set('text_decorations', 'false')
      const headers = { 'x-subscription-token': apiKey }
      const answer = await fetchSearchJson(url, { headers, signal }, 'Brave Search')
      const parsed = braveAnswer.safeParse(answer)
      if (!parsed.success) {
        throw new SearchError('bad_response', 'Brave Search answered JSON without search results')
      }
      return (parsed.data.web?.results ?? []).slice(0, count).map((result) => ({
        url: result.url,
        title: plainText(result.title),
        snippet: plainText(result.description),
        ...(result.profile?.name ? { site: result.profile.name } : {}),
      }))
    },
  }
}
