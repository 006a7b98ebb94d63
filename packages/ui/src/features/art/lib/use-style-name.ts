import type { ImageStyle } from '@amply/api/entities/art'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** A style's name in the interface language; the server's English name for a style we do not know. */
export function useStyleName() {
  const { t } = useTranslation('art')
  return useCallback(
    (style: Pick<ImageStyle, 'id' | 'name'>) =>
      t(`styles.names.${String(style.id)}` as 'styles.names.10', { defaultValue: style.name }),
    [t],
  )
}
