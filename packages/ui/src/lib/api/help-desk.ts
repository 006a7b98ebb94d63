import { useRouteMutation } from '../server-state/route-mutation'

/** The help desk's sign-in link for this user, asked for when Support is pressed. */
export const useHelpDeskLink = () => useRouteMutation('helpdeskLoginLink')
