import type { TFunction } from 'i18next'
import type { ChatPrefill } from '../../../lib/chat/chat-prefill'
import type { PanelRequest } from '../../../lib/panel/panel-request'

/** Counts the words of a text, for the chip that says what was sent. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/**
 * What the chat page does with a request from the page: a selection becomes a question (asked
 * at once, or, for "Ask Amply", quoted in the composer for the user's own words); a page's
 * readable text goes along with the question, named on a chip.
 */
export function prefillOf(
  request: PanelRequest,
  t: TFunction<'panel'>,
  languageName: string,
): ChatPrefill {
  const { id, text, source } = request
  const page = {
    label: t('page.chip', { title: source.title || source.url, count: wordCount(text) }),
    text,
  }
  switch (request.action) {
    case 'translate':
      return { id, send: true, text: t('prompts.translate', { language: languageName, text }) }
    case 'improve':
      return { id, send: true, text: t('prompts.improve', { text }) }
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
