import { ApiError } from '@amply/api/errors'
import { describe, expect, it } from 'vitest'
import { errorText, placeIssues, validationIssues } from './server-errors'

/** A 422 as the server sends it (docs/contract.md: `detail` is a list of `{loc, msg, type}`). */
const unprocessable = (detail: { loc: string[]; msg: string; type: string }[]) =>
  new ApiError('http', 'Unprocessable', 422, { detail })

const translated = (message: string) => `translated: ${message}`

describe('validationIssues', () => {
  it('reads the list of a 422 and nothing else', () => {
    const issues = [{ loc: ['body', 'email'], msg: 'value is not a valid email', type: 'x' }]
    expect(validationIssues(unprocessable(issues))).toEqual(issues)
    expect(validationIssues(new ApiError('http', 'Bad', 400, { detail: 'Nope' }))).toBeNull()
    expect(validationIssues(new ApiError('network', 'Offline', 0))).toBeNull()
    expect(validationIssues(new Error('other'))).toBeNull()
  })
})

describe('placeIssues', () => {
  it('puts each issue on its field as a validation text, first issue of a field only', () => {
    const placed = placeIssues(
      [
        { loc: ['body', 'first_name'], msg: 'String should have at least 1 character', type: 'a' },
        { loc: ['body', 'first_name'], msg: 'second problem', type: 'b' },
        { loc: ['body', 'password'], msg: 'String should have at least 8 characters', type: 'c' },
      ],
      ['first_name', 'last_name', 'password'],
    )
    expect(placed.fields).toEqual([
      { field: 'first_name', message: 'First name should have at least 1 character' },
      { field: 'password', message: 'Password should have at least 8 characters' },
    ])
    expect(placed.alert).toBeUndefined()
  })

  it('sends issues about fields the form does not show to the alert', () => {
    const placed = placeIssues(
      [{ loc: ['body', 'turnstile_response'], msg: 'Invalid input', type: 'x' }],
      ['email', 'password'],
    )
    expect(placed.fields).toEqual([])
    expect(placed.alert).toBe('Turnstile response Invalid input')
  })
})

describe('errorText', () => {
  it("prefers the page's own words for a status it expects", () => {
    const wrong = new ApiError('http', 'Unauthorized', 401, {
      detail: 'Incorrect email or password.',
    })
    expect(errorText(wrong, translated, { 401: 'Mauvais mot de passe.' })).toBe(
      'Mauvais mot de passe.',
    )
  })

  it("shows the server's detail for other client errors", () => {
    const limited = new ApiError('http', 'Too Many Requests', 429, {
      detail: 'Too many attempts. Please try again in 12 minutes.',
    })
    expect(errorText(limited, translated)).toBe(
      'Too many attempts. Please try again in 12 minutes.',
    )
  })

  it("uses the stream error table's text, translated, for failures without a detail", () => {
    expect(errorText(new ApiError('network', 'Offline', 0), translated)).toBe(
      'translated: Connection lost. Please check your internet connection and try again.',
    )
    expect(
      errorText(new ApiError('http', 'Boom', 500, { detail: 'stack trace' }), translated),
    ).toBe(
      'translated: The service is currently unavailable. Our team has been notified and is working on it.',
    )
  })
})
