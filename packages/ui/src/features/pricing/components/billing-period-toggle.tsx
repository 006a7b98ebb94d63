import type { Period } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { cn } from '../../../lib/utils'

interface BillingPeriodToggleProps {
  period: Period
  onChange: (period: Period) => void
}

const periods = ['month', 'year'] as const

/** Monthly or yearly prices: a two-option radio group. */
export function BillingPeriodToggle({ period, onChange }: BillingPeriodToggleProps) {
  const { t } = useTranslation('pages')
  return (
    <div
      role="radiogroup"
      aria-label={t('pricing.periodLabel')}
      className="inline-flex rounded-full border bg-muted p-1"
    >
      {periods.map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={period === value}
          onClick={() => {
            onChange(value)
          }}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            period === value && 'bg-background text-foreground shadow-sm',
          )}
        >
          {t(value === 'month' ? 'pricing.monthly' : 'pricing.yearly')}
        </button>
      ))}
    </div>
  )
}
