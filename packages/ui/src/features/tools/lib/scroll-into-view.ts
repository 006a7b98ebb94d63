/** Where the result is under the form (one column), brings it into view once it is asked for. */
export function scrollIntoViewOnPhones(element: HTMLElement | null) {
  if (!element || window.matchMedia('(min-width: 1024px)').matches) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
}
