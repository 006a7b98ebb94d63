import { profileUpdateSchema } from '@amply/api/entities/user'
import { ApiError } from '@amply/api/errors'

/**
 * The change-email form: a new address (the contract's email check) and the current password,
 * refusing the address the account has already (the server would quietly do nothing).
 */
export function emailChangeSchema(currentEmail: string, sameAddress: string) {
  return profileUpdateSchema
    .pick({ email: true, current_password: true })
    .required()
    .refine((values) => values.email.trim().toLowerCase() !== currentEmail.toLowerCase(), {
      path: ['email'],
      error: sameAddress,
    })
}

/** Whether the server refused the new address because another account has it (409). */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 409
}
