import { rememberLanguage } from '@amply/core/tools/languages'
import { useCallback, useState } from 'react'

const storageKey = 'amply.recentLanguages'

function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]')
    return Array.isArray(stored) ? stored.filter((tag) => typeof tag === 'string') : []
  } catch {
    return []
  }
}

/**
 * The languages this browser used last in write and translate (most recent first), listed
 * first in the pickers; kept in local storage (a preference, not account data).
 */
export function useRecentLanguages(): [string[], (tag: string) => void] {
  const [recent, setRecent] = useState(readRecent)
  const remember = useCallback((tag: string) => {
    setRecent(() => {
      const next = rememberLanguage(readRecent(), tag)
      try {
        localStorage.setItem(storageKey, JSON.stringify(next))
      } catch {
        // Storage full or blocked: the list lives for this visit only.
      }
      return next
    })
  }, [])
  return [recent, remember]
}
