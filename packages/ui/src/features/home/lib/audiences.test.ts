import { describe, expect, it } from 'vitest'
import { audiences } from './audiences'

describe('the home page audience tabs', () => {
  it('are six, each with its four use-case cards (docs/product.md#constants)', () => {
    expect(audiences.map((audience) => audience.cards.length)).toEqual([4, 4, 4, 4, 4, 4])
  })
})
