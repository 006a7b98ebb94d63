/**
 * Brings an element into view from its top, smoothly unless the reader asks for less motion;
 * an element whose top is already on screen stays where it is (the reader may be reading it).
 */
export function revealFromTop(element: Element | null) {
  if (!element) return
  const { top } = element.getBoundingClientRect()
  if (top >= 0 && top < window.innerHeight) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' })
}
