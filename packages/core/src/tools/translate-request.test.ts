import { describe, expect, it } from 'vitest'
import { buildTranslateRequest } from './translate-request'

describe('translate send guard', () => {
  it('nothing is sent if the input and the preset message are both empty', () => {
    expect(buildTranslateRequest({ input: '' })).toBeNull()
    expect(buildTranslateRequest({ input: ' \n ', presetMessage: '  ' })).toBeNull()
  })

  it('sends the input, into English (United States) unless another language is chosen', () => {
    expect(buildTranslateRequest({ input: 'Bonjour' })).toEqual({
      content: 'Bonjour',
      action: { type: 'translate', language: 'English (United States)' },
    })
    expect(buildTranslateRequest({ input: 'Hello', language: 'Arabic' })?.action.language).toBe(
      'Arabic',
    )
  })

  it('sends the language of the text when it is chosen or detected, and leaves it out when unknown', () => {
    expect(
      buildTranslateRequest({
        input: 'Bonjour à tous',
        language: 'Arabic',
        sourceLanguage: 'French',
      })?.action,
    ).toEqual({ type: 'translate', language: 'Arabic', source_language: 'French' })
    expect(buildTranslateRequest({ input: 'Hi', sourceLanguage: null })?.action).not.toHaveProperty(
      'source_language',
    )
  })

  it('sends the preset message alone', () => {
    expect(buildTranslateRequest({ input: '', presetMessage: 'Good morning' })?.content).toBe(
      'Good morning',
    )
  })
})
