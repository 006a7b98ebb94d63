import { USE_CASE_CARDS_PER_TAB } from '@amply/api/constants'
import { describe, expect, it } from 'vitest'
import { audiences } from './audiences'

describe('the home page audience tabs', () => {
  it('are six, each with its use-case cards', () => {
    expect(audiences.map((audience) => audience.cards.length)).toEqual(
      Array.from({ length: 6 }, () => USE_CASE_CARDS_PER_TAB),
    )
  })
})
