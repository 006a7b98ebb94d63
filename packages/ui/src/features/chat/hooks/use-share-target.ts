import { useState } from 'react'

/** The conversation the share dialog is about, kept while the dialog closes (its animation). */
export function useShareTarget() {
  const [target, setTarget] = useState<{ sessionId: string; shownLeafId?: string } | null>(null)
  const [isOpen, setOpen] = useState(false)
  return {
    target,
    isOpen,
    setOpen,
    open(sessionId: string, shownLeafId?: string) {
      setTarget(shownLeafId ? { sessionId, shownLeafId } : { sessionId })
      setOpen(true)
    },
  }
}
