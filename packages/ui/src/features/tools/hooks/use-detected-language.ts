import { useEffect, useState } from 'react'
import { detectLanguage } from '../lib/detect-language'

/** Waits for typing to pause this long before naming the text's language again. */
const PAUSE_MS = 300

/** The language of `text` while `enabled` (the source is "Detect language"); null when unknown. */
export function useDetectedLanguage(text: string, enabled: boolean): string | null {
  const [detected, setDetected] = useState<{ text: string; tag: string | null } | null>(null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    const timer = setTimeout(() => {
      detectLanguage(text).then(
        (tag) => {
          if (current) setDetected({ text, tag })
        },
        () => {
          if (current) setDetected({ text, tag: null })
        },
      )
    }, PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, enabled])
  // A result for text since cleared is no longer true.
  return enabled && text.trim() !== '' ? (detected?.tag ?? null) : null
}
