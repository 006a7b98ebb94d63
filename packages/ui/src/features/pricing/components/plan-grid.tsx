import type { Period, Plan } from '@amply/api/entities/billing'
import type { CurrentPlan } from '@amply/api/entities/user'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, AlertDescription } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { planInForce } from '@amply/core/plan/plan-in-force'
import { useNow } from '../../../lib/hooks/use-now'
import { useSignedInHint } from '../../../lib/hooks/use-signed-in-hint'
import { useUser } from '../../../lib/session/use-user'
import { planAction } from '../lib/plan-action'
import { plansFor } from '../lib/plan-price'
import { PlanCard } from './plan-card'
import { useRouteQuery } from '../../../lib/server-state/route-queries'

// As many columns of 16 to 20rem as fit, centred: three plans or four look balanced.
const gridClass =
  'grid w-full grid-cols-[repeat(auto-fit,minmax(16rem,20rem))] justify-center gap-6'

/** The plans of a period, from the server; skeletons while they load, a retry if they fail. */
export function PlanGrid({ period }: { period: Period }) {
  const { t } = useTranslation('pages')
  const query = useRouteQuery('listPlans')
  // The cards are drawn in a render React may pause for input (the skeletons stay meanwhile):
  // drawn as the list arrived, they made one long task on a phone, the page's longest.
  const catalogue = useDeferredValue(query.data)
  // The session starts only for a browser that holds one: a guest's page stays light.
  const signedInHint = useSignedInHint()

  if (query.isError) {
    return (
      <Alert variant="destructive" className="max-w-xl">
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          {t('pricing.loadFailed')}
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void query.refetch()
            }}
          >
            {t('pricing.retry')}
          </Button>
        </AlertDescription>
      </Alert>
    )
  }

  if (!catalogue) {
    return (
      <div className={gridClass} role="status" aria-label={t('pricing.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[34rem] rounded-2xl" />
        ))}
      </div>
    )
  }

  const plans = plansFor(catalogue, period)
  // One paid plan stands out to guide the eye: the one below the most expensive.
  const paid = plans.filter((plan) => plan.type === 'paid')
  const featured = paid.length > 1 ? paid[paid.length - 2] : paid[0]
  const cards = { plans, period, featured }
  return signedInHint ? (
    <MemberPlanCards {...cards} />
  ) : (
    <PlanCards {...cards} current={undefined} />
  )
}

interface PlanCardsProps {
  plans: Plan[]
  period: Period
  featured: Plan | undefined
}

/** The cards as a signed-in user sees them: the plan in force marked current. */
function MemberPlanCards(props: PlanCardsProps) {
  const user = useUser()
  const now = useNow()
  // A guest's offers until the session answers.
  const current = user ? planInForce(user.currentPlan, now) : undefined
  return <PlanCards {...props} current={current} />
}

/** `current`: the plan in force (null: none), undefined for a guest. */
function PlanCards({
  plans,
  period,
  featured,
  current,
}: PlanCardsProps & { current: CurrentPlan | null | undefined }) {
  return (
    <div className={gridClass}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.key}
          plan={plan}
          period={period}
          featured={plan === featured}
          action={planAction(plan, current !== undefined, current ?? null)}
        />
      ))}
    </div>
  )
}
