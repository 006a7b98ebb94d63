import { revealFromTop } from '../../../lib/scroll/reveal-from-top'

/** Where the result is under the form (one column), brings it into view once it is asked for. */
export function scrollIntoViewOnPhones(element: HTMLElement | null) {
  if (window.matchMedia('(min-width: 1024px)').matches) return
  revealFromTop(element)
}
