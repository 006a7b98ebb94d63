import type { Env } from '../../env'
import { braveProvider } from './brave-provider'
import { demoSearchProvider } from './demo-search-provider'
import type { SearchProvider } from './search-provider'
import { searxngProvider } from './searxng-provider'

/** The search service the environment names: SearXNG, Brave Search, or the offline demo. */
export function searchProviderFromEnv(env: Env): SearchProvider {
  if (env.SEARXNG_URL) return searxngProvider(env.SEARXNG_URL)
  if (env.BRAVE_SEARCH_API_KEY)
    return braveProvider(env.BRAVE_SEARCH_API_KEY, env.BRAVE_SEARCH_BASE_URL)
  return demoSearchProvider(env.PUBLIC_URL)
}

/** Whether searched answers read the offline demo corpus (a stand-in, said at start). */
export const searchIsDemo = (env: Env) => !env.SEARXNG_URL && !env.BRAVE_SEARCH_API_KEY
