import { planCreditInputSchema } from '@amply/api/entities/billing'
import type { Plan, PlanCredit } from '@amply/api/entities/billing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Input } from '../../../components/ui/input'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useSetPlanCredit } from '../api/plans'

/**
 * A plan's daily and monthly allowance per credit group (`POST admin/plan/credit`), a row per
 * group; a new group can be added. Saved rows apply to every subscriber of the plan at once.
 */
export function AllowanceEditor({ plan }: { plan: Plan }) {
  const { t } = useTranslation('admin')
  const [adding, setAdding] = useState(false)
  return (
    <section aria-label={t('allowances.label', { plan: plan.name })} className="space-y-2">
      <div className="hidden grid-cols-[minmax(0,1fr)_8rem_8rem_6rem] gap-3 px-1 text-xs font-medium text-muted-foreground sm:grid">
        <span>{t('allowances.group')}</span>
        <span>{t('allowances.daily')}</span>
        <span>{t('allowances.monthly')}</span>
        <span className="sr-only">{t('allowances.save')}</span>
      </div>
      <ul className="space-y-2">
        {plan.credits.map((credit) => (
          <li key={credit.query_credit_group_name}>
            <AllowanceRow planId={plan.id} credit={credit} />
          </li>
        ))}
        {adding ? (
          <li>
            <AllowanceRow
              planId={plan.id}
              credit={null}
              onDone={() => {
                setAdding(false)
              }}
            />
          </li>
        ) : null}
      </ul>
      {adding ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setAdding(true)
          }}
        >
          {t('allowances.add')}
        </Button>
      )}
    </section>
  )
}

function AllowanceRow({
  planId,
  credit,
  onDone,
}: {
  planId: string
  /** null: a new credit group. */
  credit: PlanCredit | null
  onDone?: () => void
}) {
  const { t } = useTranslation('admin')
  const describe = useErrorText()
  const [group, setGroup] = useState(credit?.query_credit_group_name ?? '')
  const [daily, setDaily] = useState(String(credit?.daily_limit ?? 0))
  const [monthly, setMonthly] = useState(String(credit?.monthly_limit ?? 0))
  const [problem, setProblem] = useState<string | null>(null)
  const save = useSetPlanCredit({
    onSuccess: () => {
      onDone?.()
    },
    onError: (error) => {
      setProblem(describe(error))
    },
  })
  const name = credit?.query_credit_group_name ?? (group || t('allowances.newGroup'))
  const changed =
    credit === null ||
    String(credit.daily_limit) !== daily ||
    String(credit.monthly_limit) !== monthly

  return (
    <form
      noValidate
      aria-label={t('allowances.row', { group: name })}
      className="grid grid-cols-2 items-start gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_6rem] sm:border-0 sm:p-1"
      onSubmit={(event) => {
        event.preventDefault()
        if (!changed || save.isPending) return
        setProblem(null)
        const parsed = planCreditInputSchema.safeParse({
          plan_id: planId,
          query_credit_group_name: group.trim(),
          daily_limit: Number(daily),
          monthly_limit: Number(monthly),
        })
        if (!parsed.success || daily.trim() === '' || monthly.trim() === '') {
          setProblem(t('allowances.invalid'))
          return
        }
        save.mutate({ body: parsed.data })
      }}
    >
      {credit ? (
        <span className="col-span-2 self-center text-sm font-medium sm:col-span-1">{name}</span>
      ) : (
        <Input
          className="col-span-2 sm:col-span-1"
          aria-label={t('allowances.group')}
          placeholder={t('allowances.groupPlaceholder')}
          value={group}
          onChange={(event) => {
            setGroup(event.currentTarget.value)
          }}
        />
      )}
      <LimitInput
        label={t('allowances.dailyFor', { group: name })}
        value={daily}
        onChange={setDaily}
      />
      <LimitInput
        label={t('allowances.monthlyFor', { group: name })}
        value={monthly}
        onChange={setMonthly}
      />
      <Button
        type="submit"
        variant={changed ? 'default' : 'outline'}
        className="col-span-2 h-10 aria-disabled:opacity-50 sm:col-span-1"
        // Not `disabled`: a disabled button drops the focus, and saving is what disables it.
        aria-disabled={!changed || save.isPending}
      >
        {save.isSuccess && !changed ? t('allowances.saved') : t('allowances.save')}
      </Button>
      {problem ? (
        <p role="alert" className="col-span-full text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </form>
  )
}

/** A whole number of credits, at least 0. */
function LimitInput({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      className="tabular-nums"
      aria-label={label}
      value={value}
      onChange={(event) => {
        onChange(event.currentTarget.value)
      }}
    />
  )
}
