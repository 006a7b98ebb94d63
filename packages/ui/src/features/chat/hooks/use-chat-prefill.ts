import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { chatPrefillOf } from '../../../lib/chat/chat-prefill'
import type { ChatPrefill } from '../../../lib/chat/chat-prefill'

/**
 * Acts once on each prefill the location brings (the side panel's actions): as soon as
 * `ready` (a model to send with, when the prefill is to be sent), `apply` runs for it.
 */
export function useChatPrefill(ready: boolean, apply: (prefill: ChatPrefill) => void) {
  const prefill = chatPrefillOf(useLocation().state)
  const taken = useRef<string | null>(null)
  const applyRef = useRef(apply)
  useEffect(() => {
    applyRef.current = apply
  }, [apply])
  useEffect(() => {
    if (!prefill || taken.current === prefill.id) return
    if (prefill.send && !ready) return
    taken.current = prefill.id
    applyRef.current(prefill)
  }, [prefill, ready])
}
