import type { UseQueryResult } from '@tanstack/react-query'
import { RotateCwIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { PaymentAlert } from './payment-alert'

/**
 * Data did not load: what happened and a way to try again. A whole screen by default; a part
 * of one (the invoices, say) says which with `message`.
 */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('payment')
  return (
    <div className="space-y-3">
      {message ? (
        <PaymentAlert>{message}</PaymentAlert>
      ) : (
        <PaymentAlert title={t('loadFailed.title')}>{t('loadFailed.body')}</PaymentAlert>
      )}
      <Button variant="outline" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t('loadFailed.retry')}
      </Button>
    </div>
  )
}

/**
 * A screen's content once every query it needs has data: a skeleton until then, and when any
 * failed, `LoadFailed`, whose retry asks again for the failed ones.
 */
export function WhenLoaded({
  queries,
  children,
}: {
  queries: readonly Pick<UseQueryResult, 'data' | 'isError' | 'refetch'>[]
  children: ReactNode
}) {
  if (queries.some((query) => query.isError)) {
    return (
      <LoadFailed
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch()
        }}
      />
    )
  }
  return queries.every((query) => query.data !== undefined) ? children : <PageSkeleton />
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
