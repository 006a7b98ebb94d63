import { useRouteMutation } from '../../../lib/server-state/route-mutation'

/*
 * The writes of signing up and getting back in: each goes through the session's client
 * (started first), which follows an answer's `redirect_url`. None changes what a screen shows
 * from the cache; a login itself goes through core's auth store, which loads the user.
 */

/** Creates an account (a 30-day trial); its activation link is mailed. */
export const useRegister = () => useRouteMutation('register', { startSession: true })

/** Mails a new activation link to an account still waiting. */
export const useResendActivationLink = () =>
  useRouteMutation('resendActivationLink', { startSession: true })

/** Uses the activation mail's link (once); a public call, without the session. */
export const useActivateAccount = () => useRouteMutation('activateAccount')

/** Mails a password reset link (the answer never says who has an account). */
export const useForgotPassword = () => useRouteMutation('forgotPassword', { startSession: true })

/** Sets a new password from the reset mail's link. */
export const useResetPassword = () => useRouteMutation('resetPassword', { startSession: true })

/** Mails the login's second-step code again. */
export const useResendOtp = () => useRouteMutation('resendOtp', { startSession: true })

/** The session an OAuth sign-in left in the cookie, as tokens for core's `acceptSession`. */
export const useSsoTokens = () => useRouteMutation('refreshTokens')
