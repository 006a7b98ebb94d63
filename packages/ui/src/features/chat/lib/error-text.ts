import { notificationMessage } from '@amply/api/error-messages'

/**
 * A failed call's text for a toast (docs/product.md#errors: the detail, the first item, the
 * message).
 */
export function errorText(error: unknown): string {
  return notificationMessage(error instanceof Error ? error : new Error(String(error)))
}
