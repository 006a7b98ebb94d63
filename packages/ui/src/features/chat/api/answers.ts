import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

/** Thumbs up or down on an answer (no screen shows it back). */
export const useSendFeedback = (options?: ScreenRouteOptions<'sendFeedback'>) =>
  useRouteMutation('sendFeedback', options)

/** Turns a recording into text for the composer (nothing is stored). */
export const useTranscribeAudio = () => useRouteMutation('transcribeAudio')
