import type { GeneratedImage } from '@amply/api/entities/art'
import { defaultArtState } from '@amply/api/entities/art'
import { buildImageRequest } from '@amply/core/tools/art-request'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { LogoLoader } from '../../../components/logo-loader'
import { PageMeta } from '../../../components/page-meta'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useModelStore } from '../../../lib/models/model-store-context'
import { useSession } from '../../../lib/session/use-session'
import { paths } from '../../../lib/paths'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { galleryQuery, useDeleteImage, useGenerateImages } from '../api/images'
import { aspectRatiosFor, keptRatio } from '../lib/aspect-ratios'
import { ArtForm } from './art-form'
import type { ArtFormValue } from './art-form'
import { ArtGallery } from './art-gallery'
import { ArtProgress } from './art-progress'
import { ImageTile } from './image-tile'
import { ImageViewer } from './image-viewer'
import { revealFromTop } from '../../../lib/scroll/reveal-from-top'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

/** The art page (`/dashboard/art`): generate images and find every one again in the gallery. */
export function ArtPage() {
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return <ArtScreen />
}

function ArtScreen() {
  const { t } = useTranslation('art')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const { state: models } = useModelStore()
  const model = models.selected?.type === 'image' ? models.selected : null
  const ratios = aspectRatiosFor(model)

  const [form, setForm] = useState<ArtFormValue>({
    prompt: '',
    styleId: defaultArtState.style.id,
    ratio: defaultArtState.aspect_ratio,
    count: defaultArtState.image_count,
  })
  const ratio = keptRatio(form.ratio, ratios)
  const [latest, setLatest] = useState<GeneratedImage[]>([])
  const [viewing, setViewing] = useState<GeneratedImage | null>(null)
  const top = useRef<HTMLDivElement>(null)
  const latestSection = useRef<HTMLElement>(null)

  const styles = useRouteQuery('listImageStyles')
  const gallery = useInfiniteQuery(galleryQuery)
  const galleryImages = gallery.data?.pages.flatMap((page) => page.items) ?? []

  const generate = useGenerateImages({
    onSuccess: (answer) => {
      setLatest(answer.images)
      // The new images, from their top, once drawn.
      requestAnimationFrame(() => {
        revealFromTop(latestSection.current)
      })
    },
    onError: (error) => {
      notifications.error(errorText(error))
    },
  })
  // A failure shows in the delete confirmation, which stays open to try again.
  const remove = useDeleteImage({
    onSuccess: (_, { params }) => {
      setViewing(null)
      setLatest((shown) => shown.filter((item) => item.id !== params.image_id))
      notifications.success(t('viewer.deleted'))
    },
  })

  const start = () => {
    if (!model) return
    const style = styles.data?.find((s) => s.id === form.styleId)
    const request = buildImageRequest(
      { prompt: form.prompt, modelId: model.model_id },
      {
        style: { id: form.styleId, name: style?.name ?? '' },
        aspect_ratio: ratio,
        image_count: form.count,
      },
    )
    if (request) generate.mutate({ body: request })
  }

  const reuse = (image: GeneratedImage) => {
    setForm((current) => ({
      ...current,
      prompt: image.prompt,
      styleId: image.style_id,
      ratio: ratios.find((r) => r.ratio === image.aspect_ratio) ?? current.ratio,
    }))
    setViewing(null)
    top.current?.scrollIntoView({ block: 'start' })
    requestAnimationFrame(() => top.current?.querySelector('textarea')?.focus())
  }

  return (
    <div className="h-full overflow-y-auto">
      <PageMeta title={t('title')} path={paths.dashboardArt} noIndex />
      <DashboardContent className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div ref={top} className="flex scroll-mt-6 flex-col gap-5 lg:sticky lg:top-0 lg:self-start">
          <header>
            <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{t('subtitle')}</p>
          </header>
          <ArtForm
            value={{ ...form, ratio }}
            onChange={(next) => {
              setForm((current) => ({ ...current, ...next }))
            }}
            styles={styles.data}
            ratios={ratios}
            generating={generate.isPending}
            canGenerate={model !== null}
            onGenerate={start}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          {(generate.isPending || latest.length > 0) && (
            <section
              ref={latestSection}
              aria-labelledby="art-latest-title"
              className="flex scroll-mt-6 flex-col gap-3"
            >
              <h2 id="art-latest-title" className="text-base font-semibold">
                {t('latest.title')}
              </h2>
              {generate.isPending ? (
                <ArtProgress count={form.count} size={ratio.size} />
              ) : (
                <ul className="grid grid-cols-2 items-start gap-3">
                  {latest.map((image) => (
                    <li key={image.id} className={latest.length === 1 ? 'col-span-2' : undefined}>
                      <ImageTile image={image} onOpen={setViewing} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <ArtGallery
            images={galleryImages}
            total={gallery.data?.pages[0]?.total ?? 0}
            status={gallery.status}
            hasMore={gallery.hasNextPage}
            loadingMore={gallery.isFetchingNextPage}
            onLoadMore={() => {
              void gallery.fetchNextPage()
            }}
            onOpen={setViewing}
            onRetry={() => {
              void gallery.refetch()
            }}
          />
        </div>
      </DashboardContent>
      <ImageViewer
        image={viewing}
        styles={styles.data}
        onOpenChange={(open) => {
          if (!open) setViewing(null)
        }}
        onReuse={reuse}
        onDelete={(image) => remove.mutateAsync({ params: { image_id: image.id } })}
      />
    </div>
  )
}
