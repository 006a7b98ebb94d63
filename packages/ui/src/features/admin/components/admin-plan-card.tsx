import type { Plan } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { Switch } from '../../../components/ui/switch'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { formatMoney } from '../../../lib/money'
import { AllowanceEditor } from './allowance-editor'
import { useUpdatePlan } from '../api/plans'

/** One plan: name, key, prices, on sale or not (`PUT admin/plan`), and its allowances. */
export function AdminPlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation('admin')
  const describe = useErrorText()
  const onSale = useUpdatePlan()
  const headingId = `plan-${plan.key}`
  return (
    <Card aria-labelledby={headingId} role="region" className="gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {plan.name}
            </h2>
            <Badge variant="outline" className="font-mono">
              {plan.key}
            </Badge>
            <Badge variant="secondary">{t(`plans.type.${plan.type}`)}</Badge>
          </div>
          <p className="text-sm text-muted-foreground tabular-nums">
            {plan.prices.length === 0
              ? t('plans.free')
              : plan.prices
                  .map((price) =>
                    t(`plans.price.${price.period}`, {
                      amount: formatMoney(price.amount, price.currency, i18n.language),
                    }),
                  )
                  .join(' · ')}
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <Switch
            checked={plan.is_active}
            disabled={onSale.isPending}
            onCheckedChange={(checked) => {
              onSale.mutate({ body: { id: plan.id, is_active: checked } })
            }}
          />
          {t('plans.onSale')}
        </label>
      </div>
      {onSale.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describe(onSale.error)}
        </p>
      ) : null}
      <AllowanceEditor plan={plan} />
    </Card>
  )
}
