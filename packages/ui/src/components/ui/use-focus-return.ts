import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * A dialog's focus handlers that give the focus back to what had it when the dialog opened:
 * Radix returns it only to its own trigger, and most dialogs here open from a plain button
 * (their state held by the screen), so the focus was lost to the page. The caller's own
 * handlers run first; one that prevents the default keeps the focus where it put it.
 */
export function useFocusReturn(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      // Still the element that opened the dialog: the focus moves into it after this.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const target = opener.current
      opener.current = null
      if (event.defaultPrevented) return
      // Opened from nowhere (a shortcut): the focus stays where it is now. Radix would focus
      // the page a moment later, taking it from wherever a shortcut has just put it.
      if (target === document.body) {
        event.preventDefault()
        return
      }
      // Gone (a menu item that opened it), Radix's own choice stands: its trigger, if any.
      if (!target?.isConnected) return
      event.preventDefault()
      target.focus()
    },
  }
}
