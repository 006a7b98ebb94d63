import { formatErrorDetail, formatValidationIssue } from '@amply/api/error-messages'
import { ApiError } from '@amply/api/errors'
import type { ValidationIssue } from '@amply/api/entities/error'
import { streamErrorMessage } from '@amply/core/stream/stream-errors'

/*
 * What a form shows when the server refuses it: a 422's issues on their fields
 * (docs/product.md#errors), anything else in the form's alert. Shared by every form that calls the
 * API.
 */

export interface PlacedIssues<F extends string> {
  /** The first issue of each of the form's own fields, formatted as docs/product.md#errors says. */
  fields: { field: F; message: string }[]
  /** The rest (a field the form does not show), formatted for the alert; undefined if none. */
  alert: string | undefined
}

/** The issues of a server validation error (422 with a list), or null for any other error. */
export function validationIssues(error: unknown): ValidationIssue[] | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null
  const detail = error.body?.detail
  return Array.isArray(detail) && detail.length > 0 ? detail : null
}

/**
 * Puts each issue of a 422 on the field it names (its `loc`'s last part), as docs/product.md#errors
 * writes it ("First name should have at least 1 character"); issues about anything else go to the
 * form's alert.
 */
export function placeIssues<F extends string>(
  issues: readonly ValidationIssue[],
  fieldNames: readonly F[],
): PlacedIssues<F> {
  const fields: PlacedIssues<F>['fields'] = []
  const rest: ValidationIssue[] = []
  for (const issue of issues) {
    const name = String(issue.loc.at(-1) ?? '')
    const field = fieldNames.find((candidate) => candidate === name)
    if (field === undefined) rest.push(issue)
    else if (!fields.some((placed) => placed.field === field)) {
      fields.push({ field, message: formatValidationIssue(issue) })
    }
  }
  return { fields, alert: rest.length > 0 ? formatErrorDetail({ detail: rest }) : undefined }
}

/**
 * The alert text of a failed call: the page's own words for statuses it expects (a wrong password,
 * an inactive account), else the server's detail (docs/product.md#errors), else the message of
 * docs/product.md#stream-errors for the failure (connection lost, timeout, unavailable) in the
 * visitor's language.
 */
export function errorText(
  error: unknown,
  /** The product's English message in the visitor's language (`translateProductMessage`). */
  translateMessage: (message: string) => string,
  byStatus: Partial<Record<number, string>> = {},
): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const own = byStatus[error.status]
    if (own) return own
    if (error.status < 500) {
      const detail = formatErrorDetail(error.body)
      if (detail) return detail
    }
  }
  return translateMessage(streamErrorMessage(error))
}
