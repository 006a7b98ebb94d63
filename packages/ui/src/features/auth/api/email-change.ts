import { useRouteMutation } from '../../../lib/server-state/route-mutation'

/**
 * Uses the email-change mail's link (once): the account's address is the new one, and a
 * signed-in user shows it at once.
 */
export const useConfirmEmailChange = () =>
  useRouteMutation('confirmEmailChange', { invalidates: ['getProfile'] })
