import { describe, expect, it } from 'vitest'
import { median, percentile } from './stats'

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

describe('median', () => {
  it('is the middle run of an odd count, whatever the order', () => {
    expect(median([89, 67, 98, 72, 95])).toBe(89)
  })

  it('is the mean of the two middle runs of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
  })
})
