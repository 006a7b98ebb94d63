import { scores } from '../../lib/document-parts'
import { demoCorpus, demoSite } from './demo-corpus'
import type { SearchProvider } from './search-provider'

/**
 * The offline demo search (no service configured): the demo corpus's articles whose words
 * match the query, best first, with their text, so that nothing is fetched from the network.
 * Their addresses are the server's own /demo-web pages, which show the same text.
 */
export function demoSearchProvider(publicUrl: string): SearchProvider {
  const texts = demoCorpus.map(
    (article) => `${article.title}\n\n${article.paragraphs.join('\n\n')}`,
  )
  return {
    name: 'demo',
    search({ query, count }) {
      const found = scores(texts, query)
      // Words every article has ("the", "how") match everywhere a little: only the articles
      // that match nearly as well as the best one are found.
      const best = Math.max(0, ...found)
      const results = demoCorpus
        .map((article, index) => ({ article, score: found[index] ?? 0 }))
        .filter((entry) => entry.score > 0 && entry.score >= best / 2)
        .sort((a, b) => b.score - a.score)
        .slice(0, count)
        .map(({ article }) => ({
          url: `${publicUrl}/demo-web/${article.slug}`,
          title: article.title,
          snippet: article.paragraphs[0] ?? '',
          site: demoSite,
          text: article.paragraphs.join('\n\n'),
        }))
      return Promise.resolve(results)
    },
  }
}
