import { describe, expect, it } from 'vitest'
import { formatErrorDetail, formatValidationIssue, notificationMessage } from './error-messages'

describe('formatValidationIssue', () => {
  it('capitalises the field, replaces its first underscore and drops the word String', () => {
    expect(
      formatValidationIssue({
        loc: ['body', 'first_name'],
        msg: 'String should have at least 1 character',
        type: 'string_too_short',
      }),
    ).toBe('First name should have at least 1 character')
  })

  it('replaces only the first underscore', () => {
    expect(
      formatValidationIssue({
        loc: ['body', 'turnstile_response_token'],
        msg: 'Field required',
        type: 'missing',
      }),
    ).toBe('Turnstile response_token Field required')
  })

  it('keeps words that merely contain "String"', () => {
    expect(
      formatValidationIssue({ loc: ['query', 'q'], msg: 'Substrings are fine', type: 'x' }),
    ).toBe('Q Substrings are fine')
  })

  it('formats the first item of a list body, or passes a string detail through', () => {
    expect(
      formatErrorDetail({
        detail: [
          {
            loc: ['body', 'email'],
            msg: 'value is not a valid email address',
            type: 'value_error',
          },
          { loc: ['body', 'password'], msg: 'Field required', type: 'missing' },
        ],
      }),
    ).toBe('Email value is not a valid email address')
    expect(formatErrorDetail({ detail: 'Nope' })).toBe('Nope')
    expect(formatErrorDetail(undefined)).toBeUndefined()
  })
})

describe('notificationMessage', () => {
  it('shows the detail string', () => {
    expect(notificationMessage({ body: { detail: 'Plan expired' }, message: 'x' })).toBe(
      'Plan expired',
    )
  })

  it("else the first list item's message", () => {
    expect(
      notificationMessage({
        body: { detail: [{ loc: ['body', 'email'], msg: 'Field required', type: 'missing' }] },
        message: 'x',
      }),
    ).toBe('Field required')
  })

  it("else the error's own message", () => {
    expect(notificationMessage({ message: 'Network down' })).toBe('Network down')
    expect(notificationMessage({ body: { detail: [] }, message: 'Empty list' })).toBe('Empty list')
  })
})
