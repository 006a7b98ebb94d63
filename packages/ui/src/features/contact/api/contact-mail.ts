import { useRouteMutation } from '../../../lib/server-state/route-mutation'

/** Mails the support team (a public call, on the public client). */
export const useSendContactMail = () => useRouteMutation('sendContactMail')
