import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../i18n/i18n'
import { chatPrefillOf } from '../../../lib/chat/chat-prefill'
import type { PanelAction, PanelRequest } from '../../../lib/panel/panel-request'
import { toolPrefillOf } from '../../../lib/tools/tool-prefill'
import { paths } from '../../../lib/paths'
import { destinationOf } from './request-destination'

const i18n = createI18n('en')
await i18n.loadNamespaces(['panel'])
const t = i18n.getFixedT('en', 'panel')

const request = (action: PanelAction, text = 'La mer est calme.'): PanelRequest => ({
  id: `request-${action}`,
  action,
  text,
  source: { title: 'Tidal gardens', url: 'https://news.example/tides' },
})

describe('where a request from the page opens', () => {
  it('opens Translate on the translate screen, the text in its box, into the interface language', () => {
    const english = destinationOf(request('translate'), t, 'en')
    expect(english.path).toBe(paths.dashboardTranslate)
    expect(toolPrefillOf(english.state)).toEqual({
      id: 'request-translate',
      text: 'La mer est calme.',
      targetLanguage: 'en-US',
    })
    expect(chatPrefillOf(english.state)).toBeNull()
    expect(toolPrefillOf(destinationOf(request('translate'), t, 'ar').state)?.targetLanguage).toBe(
      'ar',
    )
  })

  it('opens Improve writing on the write screen, composing from the text with Improve chosen', () => {
    const destination = destinationOf(request('improve', 'me and him goes there'), t, 'fr')
    expect(destination.path).toBe(paths.dashboardWrite)
    expect(toolPrefillOf(destination.state)).toEqual({
      id: 'request-improve',
      text: 'me and him goes there',
      writeOption: 'improve',
    })
  })

  it('keeps the other actions in chat: asked at once, or quoted for the user to finish', () => {
    const summarize = destinationOf(request('summarize'), t, 'en')
    expect(summarize.path).toBe(paths.dashboardChat)
    expect(chatPrefillOf(summarize.state)).toEqual({
      id: 'request-summarize',
      send: true,
      text: 'Summarize this:\n\nLa mer est calme.',
    })
    expect(chatPrefillOf(destinationOf(request('ask'), t, 'en').state)).toMatchObject({
      send: false,
      text: '> La mer est calme.\n\n',
    })
    expect(chatPrefillOf(destinationOf(request('summarizePage'), t, 'en').state)).toMatchObject({
      send: true,
      context: { label: '“Tidal gardens”, 4 words', text: 'La mer est calme.' },
    })
    expect(toolPrefillOf(summarize.state)).toBeNull()
  })
})
