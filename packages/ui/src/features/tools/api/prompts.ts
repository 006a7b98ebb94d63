import type { ApiClient } from '@amply/api/client'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { usePromptInLanguage } from '../../../lib/i18n/prompt-in-language'

/** The preset messages of write or translate (`client/prompts`). */
export const toolPromptsQueryOptions = (client: ApiClient, tool: 'write' | 'translate') =>
  queryOptions({
    queryKey: ['prompts', tool],
    queryFn: () => client.call('listPrompts', { query: { tool } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** Those presets in the interface's language; none while they load. */
export function useToolPrompts(client: ApiClient, tool: 'write' | 'translate') {
  const { data } = useQuery(toolPromptsQueryOptions(client, tool))
  const inLanguage = usePromptInLanguage('tools')
  return useMemo(() => (data ?? []).map(inLanguage), [data, inLanguage])
}
