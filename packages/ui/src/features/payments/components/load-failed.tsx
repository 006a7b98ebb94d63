import { RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { PaymentAlert } from './payment-alert'

/** A screen's data did not load: what happened and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('payment')
  return (
    <div className="space-y-3">
      <PaymentAlert title={t('loadFailed.title')}>{t('loadFailed.body')}</PaymentAlert>
      <Button variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t('loadFailed.retry')}
      </Button>
    </div>
  )
}

/** The shape of a screen while its data loads. */
export function PageSkeleton() {
  const { t } = useTranslation('payment')
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <Skeleton className="h-5 w-40" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-36 rounded-lg" />
          <Skeleton className="h-36 rounded-lg" />
        </div>
        <Skeleton className="h-24 rounded-lg" />
      </div>
      <Skeleton className="h-64 rounded-xl" />
      <span className="sr-only">{t('summary.loading')}</span>
    </div>
  )
}
