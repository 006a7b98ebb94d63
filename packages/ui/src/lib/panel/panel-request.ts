/**
 * What the browser extension asks its side panel to do: a context-menu action on selected
 * text, or a page the user chose to send. The background queues requests; the panel takes
 * them when it mounts and as they arrive, so none waits on a timer or is lost.
 */
export const selectionActions = ['translate', 'improve', 'summarize', 'explain', 'ask'] as const
export type SelectionAction = (typeof selectionActions)[number]

export const pageActions = ['chatWithPage', 'summarizePage'] as const
export type PageAction = (typeof pageActions)[number]

export type PanelAction = SelectionAction | PageAction

export interface PanelRequest {
  /** Unique, so a request taken twice (two panels) is handled once per panel. */
  id: string
  action: PanelAction
  /** The selected text, or the page's readable text. */
  text: string
  /** The page it came from. */
  source: { title: string; url: string }
}

export function isPanelRequest(value: unknown): value is PanelRequest {
  if (typeof value !== 'object' || value === null) return false
  const request = value as Partial<PanelRequest>
  return (
    typeof request.id === 'string' &&
    typeof request.text === 'string' &&
    [...selectionActions, ...pageActions].some((action) => action === request.action) &&
    typeof request.source?.title === 'string' &&
    typeof request.source.url === 'string'
  )
}
