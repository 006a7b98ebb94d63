import { toolLanguageOf } from '@amply/core/tools/languages'
import type { TFunction } from 'i18next'
import { chatPrefillState } from '../../../lib/chat/chat-prefill'
import type { ChatPrefill } from '../../../lib/chat/chat-prefill'
import type { PanelRequest } from '../../../lib/panel/panel-request'
import { toolPrefillState } from '../../../lib/tools/tool-prefill'
import { paths } from '../../../lib/paths'

/** Counts the words of a text, for the chip that says what was sent. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** The screen a request opens, and the router state that hands it the text. */
export interface PanelDestination {
  path: string
  state: object
}

/**
 * Where a request from the page goes: "Translate" and "Improve writing" open the translate and
 * write screens with the selection in their input (translated into the interface language by
 * default), ready to check and send; the rest go to chat.
 */
export function destinationOf(
  request: PanelRequest,
  t: TFunction<'panel'>,
  interfaceLanguage: string,
): PanelDestination {
  const { id, text, action } = request
  switch (action) {
    case 'translate': {
      const targetLanguage = toolLanguageOf(interfaceLanguage)
      return {
        path: paths.dashboardTranslate,
        state: toolPrefillState({ id, text, ...(targetLanguage ? { targetLanguage } : {}) }),
      }
    }
    case 'improve':
      return {
        path: paths.dashboardWrite,
        state: toolPrefillState({ id, text, writeOption: 'improve' }),
      }
    default:
      return {
        path: paths.dashboardChat,
        state: chatPrefillState(chatPrefillOf(action, request, t)),
      }
  }
}

/**
 * What the chat page does with the other requests: a selection becomes a question (asked at
 * once, or, for "Ask Amply", quoted in the composer for the user's own words); a page's
 * readable text goes along with the question, named on a chip.
 */
function chatPrefillOf(
  action: Exclude<PanelRequest['action'], 'translate' | 'improve'>,
  request: PanelRequest,
  t: TFunction<'panel'>,
): ChatPrefill {
  const { id, text, source } = request
  const page = {
    label: t('page.chip', { title: source.title || source.url, count: wordCount(text) }),
    text,
  }
  switch (action) {
    case 'summarize':
      return { id, send: true, text: t('prompts.summarize', { text }) }
    case 'explain':
      return { id, send: true, text: t('prompts.explain', { text }) }
    case 'ask':
      return { id, send: false, text: t('prompts.ask', { text }) }
    case 'chatWithPage':
      return { id, send: false, text: '', context: page }
    case 'summarizePage':
      return { id, send: true, text: t('prompts.summarizePage'), context: page }
  }
}
