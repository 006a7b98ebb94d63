import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/ui/skeleton'
import { cssAspect } from '../lib/aspect-ratios'

/** Seconds since the component appeared, ticking once a second. */
function useElapsedSeconds() {
  const [start] = useState(Date.now)
  const [now, setNow] = useState(start)
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now())
    }, 1000)
    return () => {
      clearInterval(timer)
    }
  }, [])
  return Math.floor((now - start) / 1000)
}

/**
 * While images are generated: a progress bar (the provider gives no percentage, so it moves
 * without one), the time so far, and placeholders shaped like the images to come.
 */
export function ArtProgress({ count, size }: { count: number; size: string }) {
  const { t } = useTranslation('art')
  const seconds = useElapsedSeconds()
  return (
    <div className="flex flex-col gap-3" data-slot="art-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label', { count })}
        aria-valuetext={t('progress.elapsed', { count: seconds })}
        className="relative h-1.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="absolute inset-y-0 w-1/3 animate-indeterminate rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-none motion-reduce:opacity-60" />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('progress.label', { count })}{' '}
        <span className="tabular-nums">{t('progress.elapsed', { count: seconds })}</span>
      </p>
      <div className="grid grid-cols-2 items-start gap-3">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton
            key={index}
            className="w-full rounded-lg"
            style={{ aspectRatio: cssAspect(size) }}
          />
        ))}
      </div>
    </div>
  )
}
