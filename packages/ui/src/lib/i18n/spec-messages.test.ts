import { modelListMessages } from '@amply/core/models/model-store'
import { streamErrorMessages } from '@amply/core/stream/stream-errors'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import { translateSpecMessage } from './spec-messages'

describe('translateSpecMessage', () => {
  const i18n = createI18n()

  it('shows every spec message of core verbatim in English', () => {
    for (const message of [
      ...Object.values(streamErrorMessages),
      ...Object.values(modelListMessages),
    ]) {
      expect(translateSpecMessage(i18n.t, message)).toBe(message)
    }
  })

  it('passes any other text through', () => {
    expect(translateSpecMessage(i18n.t, 'Daily limit reached for Advanced')).toBe(
      'Daily limit reached for Advanced',
    )
  })
})
