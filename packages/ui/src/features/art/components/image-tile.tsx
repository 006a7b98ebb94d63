import type { GeneratedImage } from '@amply/api/entities/art'
import { useTranslation } from 'react-i18next'
import { cn } from '../../../lib/utils'
import { cssAspect } from '../lib/aspect-ratios'

/** One generated image as a button that opens it in full view. */
export function ImageTile({
  image,
  onOpen,
  className,
}: {
  image: GeneratedImage
  onOpen: (image: GeneratedImage) => void
  className?: string
}) {
  const { t } = useTranslation('art')
  return (
    <button
      type="button"
      data-slot="art-image"
      onClick={() => {
        onOpen(image)
      }}
      className={cn(
        'group relative block w-full overflow-hidden rounded-lg border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      style={{ aspectRatio: cssAspect(image.size) }}
    >
      <img
        src={image.url}
        alt={t('image.alt', { prompt: image.prompt })}
        loading="lazy"
        className="size-full object-cover transition-transform duration-200 ease-out group-hover:scale-[1.02] motion-reduce:transition-none"
      />
    </button>
  )
}
