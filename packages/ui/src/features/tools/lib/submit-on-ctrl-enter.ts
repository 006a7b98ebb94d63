import type { KeyboardEvent } from 'react'

/** Ctrl + Enter (Cmd + Enter on a Mac) in a tool's text sends its form, as a click would. */
export function submitOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing)
    return
  event.preventDefault()
  event.currentTarget.form?.requestSubmit()
}
