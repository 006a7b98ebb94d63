import type { PublicModel } from '@amply/api/entities/model'
import { modelDisplayName } from '@amply/core/models/model-rules'
import { SparklesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge'
import { familyKey, modelDescription } from '../lib/feature-tabs'

/** One model of the catalogue: its name, family, description and the credits it uses. */
export function ModelCard({ model }: { model: PublicModel }) {
  const { t, i18n } = useTranslation('pages')
  const family = familyKey(model.group)
  const description = modelDescription(model, i18n.language)
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <SparklesIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold">{modelDisplayName(model)}</h3>
          <p className="text-sm text-muted-foreground">
            {family ? t(`aiFeatures.families.${family}`) : model.group}
          </p>
        </div>
      </div>
      {description ? (
        <p className="flex-1 text-sm text-pretty text-muted-foreground">{description}</p>
      ) : null}
      <Badge variant="outline">
        {t('aiFeatures.credits', { group: model.query_credit_group_name })}
      </Badge>
    </li>
  )
}
