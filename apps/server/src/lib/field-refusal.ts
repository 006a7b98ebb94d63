import type { ValidationIssue } from '@amply/api/entities/error'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/**
 * A request refused for one of its fields, in the error body's list shape (`loc`, `msg`,
 * `type`: docs/product.md#errors), for a rule the schema cannot know (what a model offers).
 */
export class FieldRefusal extends Error {
  readonly detail: ValidationIssue[]
  constructor(
    readonly status: ContentfulStatusCode,
    issue: ValidationIssue,
  ) {
    super(issue.msg)
    this.detail = [issue]
  }
}
