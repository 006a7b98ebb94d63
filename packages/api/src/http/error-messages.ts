import type { ErrorBody, ValidationIssue } from '../entities/error'

/**
 * docs/product.md#errors: a validation list shows its first item as the field name (capitalised,
 * first underscore replaced by a space) followed by its message without the word "String".
 * e.g. loc ["body", "first_name"], msg "String should have at least 1 character"
 *   → "First name should have at least 1 character"
 */
export function formatValidationIssue(issue: ValidationIssue): string {
  const field = String(issue.loc.at(-1) ?? '').replace('_', ' ')
  const label = field.charAt(0).toUpperCase() + field.slice(1)
  const message = issue.msg
    .replace(/\bString\b/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return [label, message].filter(Boolean).join(' ')
}

/**
 * The text of an error body (docs/product.md#errors): its string, or its first validation issue
 * formatted.
 */
export function formatErrorDetail(body: ErrorBody | undefined): string | undefined {
  const detail = body?.detail
  if (typeof detail === 'string') return detail
  const first = detail?.[0]
  return first ? formatValidationIssue(first) : undefined
}

/**
 * docs/product.md#errors: an error notification shows the detail string, else the first list item's
 * message, else the error's own message.
 */
export function notificationMessage(error: {
  body?: ErrorBody | undefined
  message: string
}): string {
  const detail = error.body?.detail
  if (typeof detail === 'string' && detail) return detail
  if (Array.isArray(detail) && detail[0]) return detail[0].msg
  return error.message
}
