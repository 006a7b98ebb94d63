/** Closer to the end than this counts as at the end (pixels). */
export const AT_END = 48

/** Where a scroll event left the conversation's view, and what came before it. */
export interface ScrollView {
  top: number
  /** The content's height now, and the view's. */
  height: number
  viewHeight: number
  /** Where the previous scroll event left the view. */
  lastTop: number
  /** The content's lowest height since that event (as the size observer saw it). */
  lowestHeight: number
}

/**
 * What a scroll event says of the reader: the view is at the end (follow the answer), the
 * reader moved it up (stop following), or neither. A move up is the reader's however it was made
 * (the scroll bar, a find in the page), except one the content made by getting shorter (a row
 * measured smaller): the browser pulled the view up to that end, which the content may already
 * have grown past by the time the event is read.
 */
export function readScroll(view: ScrollView): 'end' | 'up' | 'neither' {
  const bottom = view.top + view.viewHeight
  if (view.height - bottom <= AT_END) return 'end'
  const pulledToShorterEnd = bottom >= Math.min(view.lowestHeight, view.height) - 1
  return view.top < view.lastTop - 1 && !pulledToShorterEnd ? 'up' : 'neither'
}
