import type { ModelType } from '@amply/api/entities/model'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { modelsOfType } from '../lib/feature-tabs'
import { ModelCard } from './model-card'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

/** The catalogue's models of one type, loaded in the browser (skeletons until then). */
export function ModelList({ type }: { type: ModelType }) {
  const { t } = useTranslation('pages')
  // Fetched in the browser, never at build time: an operator's change shows on the next visit.
  const query = useRouteQuery('catalogModels')

  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          {t('aiFeatures.loadFailed')}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void query.refetch()
            }}
          >
            {t('aiFeatures.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    )
  }

  if (!query.data) {
    return (
      <div className={gridClass} role="status" aria-label={t('aiFeatures.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-44 rounded-xl" />
        ))}
      </div>
    )
  }

  const models = modelsOfType(query.data, type)
  if (models.length === 0) {
    return <p className="text-muted-foreground">{t('aiFeatures.none')}</p>
  }
  return (
    <ul className={gridClass}>
      {models.map((model) => (
        <ModelCard key={model.model_id} model={model} />
      ))}
    </ul>
  )
}
