import { z } from 'zod'

/** One problem of a validation error: where (`loc`, e.g. ["body", "email"]), what, and its kind. */
export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
})

/**
 * The error body of every failed call: `detail` is a message, or (422) a list of validation
 * issues. Any response may also carry `redirect_url`.
 */
export const errorBodySchema = z.object({
  detail: z.union([z.string(), z.array(validationIssueSchema)]),
  redirect_url: z.string().optional(),
})

export type ValidationIssue = z.infer<typeof validationIssueSchema>
export type ErrorBody = z.infer<typeof errorBodySchema>

/** The answer of calls that only confirm: `{ "detail": "Password changed." }`. */
export const messageSchema = z.object({ detail: z.string() })
export type Message = z.infer<typeof messageSchema>
