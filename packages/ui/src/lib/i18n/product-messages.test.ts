import { modelListMessages } from '@amply/core/models/model-store'
import { streamErrorMessages } from '@amply/core/stream/stream-errors'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../i18n/i18n'
import { translateProductMessage } from './product-messages'

describe('translateProductMessage', () => {
  const i18n = createI18n()

  it('shows every product message of core verbatim in English', () => {
    for (const message of [
      ...Object.values(streamErrorMessages),
      ...Object.values(modelListMessages),
    ]) {
      expect(translateProductMessage(i18n.t, message)).toBe(message)
    }
  })

  it('passes any other text through', () => {
    expect(translateProductMessage(i18n.t, 'Daily limit reached for Advanced')).toBe(
      'Daily limit reached for Advanced',
    )
  })
})
