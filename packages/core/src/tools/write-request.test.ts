import { defaultWriteState } from '@amply/api/entities/write'
import type { WriteState } from '@amply/api/entities/write'
import { describe, expect, it } from 'vitest'
import { buildWriteRequest, writeOptionValue } from './write-request'

const compose = defaultWriteState
const reply: WriteState = { ...defaultWriteState, method: 'Reply' }

describe('write send guards', () => {
  it('Compose: nothing is sent if both the compose input and the preset message are empty', () => {
    expect(buildWriteRequest(compose, {})).toBeNull()
    expect(buildWriteRequest(compose, { composeInput: '  ', presetMessage: '\n' })).toBeNull()
  })

  it('Compose: the compose input alone is sent', () => {
    expect(buildWriteRequest(compose, { composeInput: 'A note to my landlord' })?.content).toBe(
      'A note to my landlord',
    )
  })

  it('Compose: the preset message alone is sent', () => {
    expect(buildWriteRequest(compose, { presetMessage: 'Write a thank-you note' })?.content).toBe(
      'Write a thank-you note',
    )
  })

  it('Compose: the preset message comes first, then the input', () => {
    expect(
      buildWriteRequest(compose, { presetMessage: 'Summarize:', composeInput: 'Long text' })
        ?.content,
    ).toBe('Summarize:\n\nLong text')
  })

  it('Reply: nothing is sent if the reply prompt is empty', () => {
    expect(buildWriteRequest(reply, { original: 'Can we meet Friday?' })).toBeNull()
    expect(
      buildWriteRequest(reply, { replyPrompt: ' ', composeInput: 'ignored in Reply' }),
    ).toBeNull()
  })

  it('Reply: sends the reply prompt with the original message and the reply option', () => {
    expect(
      buildWriteRequest(reply, { replyPrompt: 'Say yes', original: 'Can we meet Friday?' }),
    ).toEqual({
      content: 'Say yes',
      action: {
        type: 'write',
        option: 'reply',
        original: 'Can we meet Friday?',
        format: 'auto',
        tone: 'auto',
        length: 'auto',
        language: 'English (United States)',
      },
    })
  })
})

describe('write mappings', () => {
  it('the Format Message option is sent as sms', () => {
    expect(writeOptionValue('message')).toBe('sms')
    const request = buildWriteRequest(
      { ...compose, format: 'message' },
      { composeInput: 'Running late', option: 'message' },
    )
    expect(request?.action).toMatchObject({ option: 'sms', format: 'sms' })
  })

  it('other options are sent as they are', () => {
    expect(
      buildWriteRequest(compose, { composeInput: 'x', option: 'social_post' })?.action.option,
    ).toBe('social_post')
  })

  it('the write state defaults to auto format, tone and length in English (United States)', () => {
    expect(defaultWriteState).toEqual({
      method: 'Compose',
      format: 'auto',
      tone: 'auto',
      length: 'auto',
      language: 'English (United States)',
    })
    expect(buildWriteRequest(compose, { composeInput: 'Hi' })).toEqual({
      content: 'Hi',
      action: {
        type: 'write',
        format: 'auto',
        tone: 'auto',
        length: 'auto',
        language: 'English (United States)',
      },
    })
  })
})
