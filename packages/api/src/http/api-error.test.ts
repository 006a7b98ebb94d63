import { describe, expect, it } from 'vitest'
import { ApiError, isGone } from './api-error'

describe('isGone', () => {
  it('is a 404 answer: what was asked for is not there for this user', () => {
    expect(isGone(new ApiError('http', 'Not found', 404))).toBe(true)
  })

  it('is no other failure, nor anything but an ApiError', () => {
    expect(isGone(new ApiError('http', 'Forbidden', 403))).toBe(false)
    expect(isGone(new ApiError('network', 'Offline', 0))).toBe(false)
    expect(isGone(new Error('404'))).toBe(false)
    expect(isGone({ status: 404 })).toBe(false)
  })
})
