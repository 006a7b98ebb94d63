import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import { useStartedSession } from '../../../lib/session/use-session'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

/** Changes the password; the server signs every other device out, so the device list changes. */
export const useChangePassword = (options?: ScreenRouteOptions<'changePassword'>) =>
  useRouteMutation('changePassword', { ...options, invalidates: ['activeSessions'] })

/** Starts turning two-step verification on (a QR code, or a mailed code); nothing changes yet. */
export const useStartOtpSetup = (options?: ScreenRouteOptions<'generateOtp'>) =>
  useRouteMutation('generateOtp', options)

/** The first code checked: two-step verification is on, and the user says so. */
export const useVerifyOtpDevice = (options?: ScreenRouteOptions<'verifyOtpDevice'>) =>
  useRouteMutation('verifyOtpDevice', { ...options, invalidates: ['getProfile'] })

/** Turns two-step verification off; the user says so. */
export const useDisableOtp = (options?: ScreenRouteOptions<'disableOtp'>) =>
  useRouteMutation('disableOtp', { ...options, invalidates: ['getProfile'] })

/**
 * Deletes the account: the server ends every session, so this one ends here too (core's
 * sign-out path, which empties the cache).
 */
export function useDeleteAccount(options?: ScreenRouteOptions<'deleteAccount'>) {
  const { auth } = useStartedSession()
  return useRouteMutation('deleteAccount', {
    ...options,
    onSuccess: async (...args) => {
      await options?.onSuccess?.(...args)
      auth.handleUnauthorized()
    },
  })
}
