import type { ChatStore } from '@amply/core/chat/chat-store'
import { useEffect, useRef } from 'react'
import { shortcutFor } from '../lib/shortcuts'
import type { ShortcutId } from '../lib/shortcuts'

/** What the page-wide shortcuts do besides Stop (the composer handles Enter itself). */
export type ChatShortcutActions = Record<
  Exclude<ShortcutId, 'stop' | 'send' | 'newLine'>,
  () => void
>

/** The chat's keyboard shortcuts on the whole document (features/chat/lib/shortcuts.ts). */
export function useChatShortcuts(chat: ChatStore, actions: ChatShortcutActions) {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      const shortcut = shortcutFor(event)
      if (!shortcut || shortcut === 'send' || shortcut === 'newLine') return
      if (shortcut === 'stop') {
        if (!chat.getSnapshot().streaming) return
        chat.stop()
      } else latest.current[shortcut]()
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
    }
  }, [chat])
}
