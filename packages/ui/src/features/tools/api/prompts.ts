import { useMemo } from 'react'
import { usePromptInLanguage } from '../../../lib/i18n/prompt-in-language'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/** The preset messages of write or translate (`listPrompts`), in the interface's language. */
export function useToolPrompts(tool: 'write' | 'translate') {
  const { data } = useRouteQuery('listPrompts', { query: { tool } })
  const inLanguage = usePromptInLanguage('tools')
  return useMemo(() => (data ?? []).map(inLanguage), [data, inLanguage])
}
