import { useSettings } from '../../lib/hooks/use-settings'

/**
 * The physical side (for Radix's `side`) facing the content from the navigation bar: right
 * of a bar on the left, left of one on the right (Arabic).
 */
export function useContentSide(): 'left' | 'right' {
  return useSettings().themeDirection === 'rtl' ? 'left' : 'right'
}
