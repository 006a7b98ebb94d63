import { describe, expect, it } from 'vitest'
import { percentile } from './stats'

describe('percentile', () => {
  it('answers the nearest-rank value, whatever the order of the values', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(percentile(values, 50)).toBe(5)
    expect(percentile(values, 95)).toBe(10)
    expect(percentile(values, 10)).toBe(1)
  })

  it('is NaN for no values', () => {
    expect(percentile([], 50)).toBeNaN()
  })
})
