import { useTranslation } from 'react-i18next'
import { Skeleton } from '../../../components/ui/skeleton'

/** What a tab shows while its code or its data loads: the shape of a card or two. */
export function TabSkeleton({ cards = 2 }: { cards?: number }) {
  const { t } = useTranslation('account')
  return (
    <div role="status" className="space-y-6">
      {Array.from({ length: cards }, (_, card) => (
        <div key={card} className="space-y-4 rounded-xl border p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full max-w-md" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
        </div>
      ))}
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
