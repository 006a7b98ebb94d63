import type { ImageStyle } from '@amply/api/entities/art'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/ui/skeleton'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'
import { useStyleName } from '../lib/use-style-name'
import { StylePreview } from './style-preview'

/** The image styles as picture tiles; one is always chosen (Auto by default). */
export function StyleTiles({
  styles,
  value,
  onChange,
  labelId,
}: {
  styles: readonly ImageStyle[] | undefined
  value: number
  onChange: (style: ImageStyle) => void
  labelId: string
}) {
  const { t } = useTranslation('art')
  const styleName = useStyleName()
  if (!styles) {
    return (
      <div className="grid grid-cols-4 gap-2" aria-busy="true" aria-label={t('styles.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="aspect-[4/3] rounded-lg" />
        ))}
      </div>
    )
  }
  return (
    <ToggleGroup
      type="single"
      aria-labelledby={labelId}
      value={String(value)}
      onValueChange={(next) => {
        const style = styles.find((s) => String(s.id) === next)
        // Clicking the chosen tile again keeps it chosen.
        if (style) onChange(style)
      }}
      className="grid-flow-row grid-cols-4 gap-2"
    >
      {styles.map((style) => (
        <ToggleGroupItem
          key={style.id}
          value={String(style.id)}
          className="gap-1 overflow-hidden p-1 pb-1.5 data-[state=on]:ring-2 data-[state=on]:ring-primary/40"
        >
          {style.preview_url ? (
            <img
              src={style.preview_url}
              alt=""
              className="aspect-[4/3] w-full rounded-md object-cover"
            />
          ) : (
            <span className="block aspect-[4/3] w-full overflow-hidden rounded-md">
              <StylePreview styleId={style.id} className="size-full" />
            </span>
          )}
          <span className="line-clamp-2 min-h-[2lh] text-center leading-tight">
            {styleName(style)}
          </span>
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  )
}
