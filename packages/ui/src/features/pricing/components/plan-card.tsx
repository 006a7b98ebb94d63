import type { Period, Plan } from '@amply/api/entities/billing'
import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { formatMoney } from '../../../lib/format/money'
import { cn } from '../../../lib/utils'
import { paths } from '../../../routes/paths'
import { paymentHref, priceFor, yearlySavingPercent } from '../lib/plan-price'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'

interface PlanCardProps {
  plan: Plan
  period: Period
  featured: boolean
}

/** One plan: its price for the period, its allowances per credit group, features and button. */
export function PlanCard({ plan, period, featured }: PlanCardProps) {
  const { t, i18n } = useTranslation('pages')
  const price = priceFor(plan, period)
  const saving = period === 'year' ? yearlySavingPercent(plan) : 0
  const number = new Intl.NumberFormat(i18n.language)
  const { creditGroup, planName } = useCatalogWords()
  const headingId = `plan-${plan.key}`
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-xs',
        featured && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {planName(plan.name)}
          </h2>
          {saving > 0 ? (
            <Badge variant="secondary">{t('pricing.save', { percent: saving })}</Badge>
          ) : null}
        </div>
        <p className="min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      </div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">
          {price ? formatMoney(price.amount, price.currency, i18n.language) : t('pricing.free')}
        </span>
        <span className="text-sm text-muted-foreground">
          {price
            ? t(period === 'month' ? 'pricing.perMonth' : 'pricing.perYear')
            : t('pricing.trialLength')}
        </span>
      </p>
      <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="w-full">
        {plan.type === 'trial' ? (
          <Link to={paths.register}>{t('pricing.startTrial')}</Link>
        ) : (
          <Link to={paymentHref(plan, period)}>
            {t('pricing.choose', { plan: planName(plan.name) })}
          </Link>
        )}
      </Button>
      {plan.credits.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold">{t('pricing.allowances')}</h3>
          <dl className="mt-3 space-y-3 text-sm">
            {plan.credits.map((credit) => (
              <div key={credit.query_credit_group_name} className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground">
                  {t('pricing.group', { group: creditGroup(credit.query_credit_group_name) })}
                </dt>
                <dd className="font-medium tabular-nums">
                  {t('pricing.limits', {
                    daily: number.format(credit.daily_limit),
                    monthly: number.format(credit.monthly_limit),
                  })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {plan.features.length > 0 ? (
        <ul className="space-y-2.5 border-t pt-5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
