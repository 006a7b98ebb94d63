import type { Period, Plan } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge'
import { useMoney } from '../hooks/use-money'
import { priceFor } from '@amply/api/entities/billing'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { PlanAllowances } from './plan-allowances'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'

/** The paid plans as radio cards: name, price for the period, allowances. */
export function PlanChoice({
  plans,
  period,
  value,
  onChange,
  currentKey,
}: {
  plans: readonly Plan[]
  period: Period
  value: string | null
  onChange: (key: string) => void
  /** The plan the user is on now, marked. */
  currentKey?: string | null
}) {
  const { t } = useTranslation('payment')
  const money = useMoney()
  const { planName, catalogText } = useCatalogWords()
  return (
    <ChoiceGroup label={t('checkout.plan')} className="sm:grid-cols-2">
      {plans.map((plan) => {
        const price = priceFor(plan, period)
        return (
          <ChoiceCard
            key={plan.key}
            name="plan"
            value={plan.key}
            checked={value === plan.key}
            onChange={onChange}
            title={
              <span className="flex items-center gap-2">
                {planName(plan.name)}
                {currentKey === plan.key ? (
                  <Badge variant="secondary">{t('plans.current')}</Badge>
                ) : null}
              </span>
            }
            aside={
              price ? (
                <span>
                  <span className="font-semibold">{money(price.amount, price.currency)}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    {t(period === 'year' ? 'plans.perYear' : 'plans.perMonth')}
                  </span>
                </span>
              ) : (
                <span className="text-muted-foreground">{t('plans.notThisPeriod')}</span>
              )
            }
          >
            <span className="block">{catalogText(plan.description)}</span>
            <PlanAllowances credits={plan.credits} className="mt-2" />
          </ChoiceCard>
        )
      })}
    </ChoiceGroup>
  )
}
