import type { Period } from '@amply/api/entities/billing'
import { useTranslation } from 'react-i18next'
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group'

/** Monthly or yearly billing; the yearly choice says what it saves. */
export function PeriodChoice({
  value,
  onChange,
  yearlySaving,
}: {
  value: Period
  onChange: (period: Period) => void
  /** Whole percent a year saves on the chosen plan (0: not shown). */
  yearlySaving: number
}) {
  const { t } = useTranslation('payment')
  return (
    <ToggleGroup
      type="single"
      value={value}
      aria-label={t('checkout.period')}
      onValueChange={(next) => {
        if (next === 'month' || next === 'year') onChange(next)
      }}
      className="max-w-md"
    >
      <ToggleGroupItem value="month" className="text-sm">
        {t('periods.month')}
      </ToggleGroupItem>
      <ToggleGroupItem value="year" className="text-sm">
        <span>{t('periods.year')}</span>
        {yearlySaving > 0 ? (
          <span className="text-xs font-normal text-primary">
            {t('periods.save', { percent: yearlySaving })}
          </span>
        ) : null}
      </ToggleGroupItem>
    </ToggleGroup>
  )
}
