import type { GeneratedImage } from '@amply/api/entities/art'
import { ImageIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { ImageTile } from './image-tile'

/** Every image the user generated, newest first: the art page's history. */
export function ArtGallery({
  images,
  total,
  status,
  hasMore,
  loadingMore,
  onLoadMore,
  onOpen,
  onRetry,
}: {
  images: readonly GeneratedImage[]
  total: number
  status: 'pending' | 'error' | 'success'
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  onOpen: (image: GeneratedImage) => void
  onRetry: () => void
}) {
  const { t } = useTranslation('art')
  return (
    <section aria-labelledby="art-gallery-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="art-gallery-title" className="text-base font-semibold">
          {t('gallery.title')}
        </h2>
        {status === 'success' && total > 0 && (
          <span className="text-xs text-muted-foreground tabular-nums">
            {t('gallery.count', { count: total })}
          </span>
        )}
      </div>
      {status === 'pending' ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="aspect-square rounded-lg" />
          ))}
        </div>
      ) : status === 'error' ? (
        <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed p-6 text-sm">
          <p>{t('gallery.error')}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t('gallery.retry')}
          </Button>
        </div>
      ) : images.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <ImageIcon aria-hidden="true" className="size-8" />
          <p className="font-medium text-foreground">{t('gallery.emptyTitle')}</p>
          <p>{t('gallery.empty')}</p>
        </div>
      ) : (
        <>
          <ul className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {images.map((image) => (
              <li key={image.id}>
                <ImageTile image={image} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {hasMore && (
            <Button
              type="button"
              variant="outline"
              className="self-center"
              disabled={loadingMore}
              onClick={onLoadMore}
            >
              {loadingMore ? t('gallery.loadingMore') : t('gallery.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
