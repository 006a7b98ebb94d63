import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { revealFromTop } from '../../../lib/scroll/reveal-from-top'

/** Once an answer finishes, shows the results (newest first) from their top, not cut off. */
export function useRevealWhenDone(streaming: boolean, results: RefObject<HTMLElement | null>) {
  const wasStreaming = useRef(false)
  useEffect(() => {
    if (wasStreaming.current && !streaming) revealFromTop(results.current)
    wasStreaming.current = streaming
  }, [streaming, results])
}
