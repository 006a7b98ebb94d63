import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeBrowser } from 'wxt/testing/fake-browser'
import { answerSendPage, isSendPageMessage, requestSendPage } from './messages'

beforeEach(() => {
  fakeBrowser.reset()
})

describe('panel to background messaging', () => {
  it('carries "Summarize this page" to the background and its answer back', async () => {
    const handle = vi.fn(() => Promise.resolve(true))
    answerSendPage(handle)
    expect(await requestSendPage('summarizePage')).toBe(true)
    expect(handle).toHaveBeenCalledWith('summarizePage')
  })

  it('answers false when the page could not be read', async () => {
    answerSendPage(() => Promise.resolve(false))
    expect(await requestSendPage('chatWithPage')).toBe(false)
  })

  it('knows only its own messages', () => {
    expect(isSendPageMessage({ type: 'amply:send-page', action: 'chatWithPage' })).toBe(true)
    expect(isSendPageMessage({ type: 'amply:send-page', action: 'deleteHistory' })).toBe(false)
    expect(isSendPageMessage('amply:send-page')).toBe(false)
  })
})
