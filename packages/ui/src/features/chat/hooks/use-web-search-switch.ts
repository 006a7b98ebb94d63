import type { ConversationDetail } from '@amply/api/entities/chat'
import { useCallback, useState } from 'react'
import { useSetConversationWebSearch } from '../api/web-search'

/**
 * The conversation's "Search the web" switch (docs/product.md#web-search): as the opened
 * conversation has it, off in a new chat, and remembered with the conversation when set (a new
 * conversation takes it from its first question). A switch the server refused goes back.
 */
export function useWebSearchSwitch(sessionId: string | null, loaded: ConversationDetail | null) {
  const [on, setOn] = useState(loaded?.web_search ?? false)
  const [shown, setShown] = useState(loaded)
  if (loaded !== shown) {
    setShown(loaded)
    if (loaded) setOn(loaded.web_search)
  }
  const remember = useSetConversationWebSearch({
    onError: (_error, input) => {
      setOn(!input.body.web_search)
    },
  })
  const { mutate } = remember
  const set = useCallback(
    (next: boolean) => {
      setOn(next)
      if (sessionId) mutate({ params: { session_id: sessionId }, body: { web_search: next } })
    },
    [sessionId, mutate],
  )
  const reset = useCallback(() => {
    setOn(false)
  }, [])
  return { on, set, reset }
}
