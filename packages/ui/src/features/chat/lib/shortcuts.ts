/** The chat's keyboard shortcuts, named once for the handler and the help dialog. */
export const shortcuts = [
  { id: 'send', keys: ['Enter'] },
  { id: 'newLine', keys: ['Shift', 'Enter'] },
  { id: 'stop', keys: ['Escape'] },
  { id: 'newChat', keys: ['Ctrl', 'Shift', 'O'] },
  { id: 'focusInput', keys: ['Shift', 'Escape'] },
  { id: 'history', keys: ['Ctrl', 'Shift', 'S'] },
  { id: 'help', keys: ['?'] },
] as const

export type ShortcutId = (typeof shortcuts)[number]['id']

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** The page-wide shortcut a key press means, if any (Cmd counts as Ctrl on a Mac). */
export function shortcutFor(event: KeyboardEvent): ShortcutId | null {
  const ctrl = event.ctrlKey || event.metaKey
  const key = event.key.toLowerCase()
  if (ctrl && event.shiftKey && key === 'o') return 'newChat'
  if (ctrl && event.shiftKey && key === 's') return 'history'
  if (event.key === 'Escape' && event.shiftKey) return 'focusInput'
  if (event.key === 'Escape') return 'stop'
  if (event.key === '?' && !ctrl && !typing(event.target)) return 'help'
  return null
}
