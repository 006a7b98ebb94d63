import { pageActions } from '@amply/ui/lib/panel/panel-request'
import type { PageAction } from '@amply/ui/lib/panel/panel-request'
import { browser } from 'wxt/browser'

/** The panel asks the background to read the active page and queue it as `action`. */
export interface SendPageMessage {
  type: 'amply:send-page'
  action: PageAction
}

export function isSendPageMessage(value: unknown): value is SendPageMessage {
  if (typeof value !== 'object' || value === null) return false
  const message = value as Partial<SendPageMessage>
  return (
    message.type === 'amply:send-page' && pageActions.some((action) => action === message.action)
  )
}

/** From the panel: answers whether the page was read and queued. */
export async function requestSendPage(action: PageAction): Promise<boolean> {
  const message: SendPageMessage = { type: 'amply:send-page', action }
  const answer: unknown = await browser.runtime.sendMessage(message)
  return answer === true
}

/** In the background: answers each send-page message with `handle`'s result. */
export function answerSendPage(handle: (action: PageAction) => Promise<boolean>): void {
  // `sendResponse` and `true` (answer to come): the one form every browser and the polyfill keep.
  browser.runtime.onMessage.addListener(
    (message: unknown, _sender: unknown, sendResponse: (answer: boolean) => void) => {
      if (!isSendPageMessage(message)) return undefined
      handle(message.action).then(sendResponse, () => {
        sendResponse(false)
      })
      return true
    },
  )
}
