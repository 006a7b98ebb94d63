import type { ImageStyle } from '@amply/api/entities/art'
import { useCallback } from 'react'
import { useServerText } from '../../../lib/i18n/server-text'

/** A style's name in the interface language; the server's English name for a style we do not know. */
export function useStyleName() {
  const text = useServerText('art')
  return useCallback(
    (style: Pick<ImageStyle, 'id' | 'name'>) =>
      text(`styles.names.${String(style.id)}`, style.name),
    [text],
  )
}
