import type { Period, Plan } from '@amply/api/entities/billing'
import { CheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { numberFormat } from '../../../lib/format/intl-cache'
import { formatMoney } from '../../../lib/money'
import { cn } from '../../../lib/utils'
import { paths } from '../../../lib/paths'
import type { PlanAction } from '../lib/plan-action'
import { priceFor } from '@amply/api/entities/billing'
import { yearlySavingPercent } from '@amply/core/plan/plan-prices'
import { paymentHref } from '../lib/plan-price'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'

interface PlanCardProps {
  plan: Plan
  period: Period
  featured: boolean
  /** What its button offers (`planAction`); null: no offer. */
  action: PlanAction | null
}

/** One plan: its price for the period, its allowances per credit group, features and button. */
export function PlanCard({ plan, period, featured, action }: PlanCardProps) {
  const { t, i18n } = useTranslation('pages')
  const price = priceFor(plan, period)
  const saving = period === 'year' ? yearlySavingPercent(plan) : 0
  const number = numberFormat(i18n.language)
  const { creditGroup, planName, catalogText } = useCatalogWords()
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
          {action === 'current' || action === 'manage' ? (
            <Badge>{t('pricing.current')}</Badge>
          ) : saving > 0 ? (
            <Badge variant="secondary">{t('pricing.save', { percent: saving })}</Badge>
          ) : null}
        </div>
        <p className="min-h-10 text-sm text-muted-foreground">{catalogText(plan.description)}</p>
      </div>
      <p className="flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight">
          {price
            ? formatMoney(price.amount, price.currency, i18n.language, { dropZeroFraction: true })
            : t('pricing.free')}
        </span>
        <span className="text-sm text-muted-foreground">
          {price
            ? t(period === 'month' ? 'pricing.perMonth' : 'pricing.perYear')
            : t('pricing.trialLength')}
        </span>
      </p>
      <PlanButton plan={plan} period={period} featured={featured} action={action} />
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
          <p className="mt-3 text-xs text-muted-foreground">{t('pricing.webSearch')}</p>
        </div>
      ) : null}
      {plan.features.length > 0 ? (
        <ul className="space-y-2.5 border-t pt-5 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {catalogText(feature)}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** The card's button: what the visitor can do next with this plan, or why not. */
function PlanButton({ plan, period, featured, action }: PlanCardProps) {
  const { t } = useTranslation('pages')
  const { planName } = useCatalogWords()
  if (action === 'current' || action === null) {
    return (
      <Button size="lg" variant="outline" className="w-full" disabled>
        {action === 'current' ? t('pricing.yourPlan') : t('pricing.trialUsed')}
      </Button>
    )
  }
  const [to, label] =
    action === 'startTrial'
      ? [paths.register, t('pricing.startTrial')]
      : action === 'manage'
        ? [paths.subscriptionUpdate, t('pricing.manage')]
        : [paymentHref(plan, period), t(`pricing.${action}`, { plan: planName(plan.name) })]
  return (
    <Button
      asChild
      size="lg"
      variant={featured || action === 'upgrade' ? 'default' : 'outline'}
      className="w-full"
    >
      <Link to={to}>{label}</Link>
    </Button>
  )
}
