import type { GeneratedImage, ImageStyle } from '@amply/api/entities/art'
import { Download, RotateCcw, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog'
import { cssAspect } from '../lib/aspect-ratios'
import { useStyleName } from '../lib/use-style-name'
import { dateTimeFormat } from '../../../lib/format/intl-cache'

const extensionOf = (url: string) => /\.([a-z]+)$/.exec(url)?.[1] ?? 'png'

/**
 * A generated image in full view, with what was asked, download, reuse and delete (which asks
 * first: a deleted image cannot be brought back).
 */
export function ImageViewer({
  image,
  styles,
  onOpenChange,
  onReuse,
  onDelete,
}: {
  image: GeneratedImage | null
  styles: readonly ImageStyle[] | undefined
  onOpenChange: (open: boolean) => void
  onReuse: (image: GeneratedImage) => void
  onDelete: (image: GeneratedImage) => Promise<unknown>
}) {
  const { t, i18n } = useTranslation('art')
  const styleName = useStyleName()
  const style = image && styles?.find((s) => s.id === image.style_id)
  return (
    <Dialog open={image !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('viewer.close')} className="sm:max-w-3xl">
        {image && (
          <>
            <DialogTitle className="pe-10 text-base">{t('viewer.title')}</DialogTitle>
            <div
              className="mx-auto max-h-[60dvh] max-w-full overflow-hidden rounded-lg border bg-muted"
              style={{ aspectRatio: cssAspect(image.size) }}
            >
              <img
                src={image.url}
                alt={t('image.alt', { prompt: image.prompt })}
                className="size-full object-contain"
              />
            </div>
            <DialogDescription dir="auto" className="text-sm text-foreground">
              {image.prompt}
            </DialogDescription>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs text-muted-foreground">
              <dt>{t('viewer.style')}</dt>
              <dd>{style ? styleName(style) : String(image.style_id)}</dd>
              <dt>{t('viewer.ratio')}</dt>
              <dd dir="ltr" className="text-start">
                {image.aspect_ratio} · {image.size.replace('X', ' × ')}
              </dd>
              <dt>{t('viewer.created')}</dt>
              <dd>
                {dateTimeFormat(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(image.created_at))}
              </dd>
            </dl>
            <DialogFooter className="flex-wrap gap-2 sm:justify-start">
              <Button asChild>
                <a href={image.url} download={`amply-${image.id}.${extensionOf(image.url)}`}>
                  <Download aria-hidden="true" />
                  {t('viewer.download')}
                </a>
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  onReuse(image)
                }}
              >
                <RotateCcw aria-hidden="true" />
                {t('viewer.reuse')}
              </Button>
              <span className="flex-1" />
              <ConfirmDialog
                trigger={
                  <Button
                    type="button"
                    variant="ghost"
                    className="text-destructive hover:text-destructive"
                  >
                    <Trash2 aria-hidden="true" />
                    {t('viewer.delete')}
                  </Button>
                }
                title={t('viewer.deleteTitle')}
                description={t('viewer.deleteBody')}
                confirmLabel={t('viewer.delete')}
                cancelLabel={t('viewer.cancel')}
                onConfirm={() => onDelete(image)}
              />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
