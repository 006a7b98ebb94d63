import type { User } from '@amply/api/entities/user'
import { planBanner } from '@amply/core/plan/plan-banner'
import type { PlanBanner as Banner } from '@amply/core/plan/plan-banner'
import type { TFunction } from 'i18next'
import { CircleAlertIcon, HourglassIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { brand } from '@amply/api/brand'
import { Button, buttonVariants } from '../../components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip'
import { useNow } from '../../lib/hooks/use-now'
import { cn } from '../../lib/utils'
import { accountTabPath, paths } from '../../lib/paths'
import { useContentSide } from './use-content-side'

interface BannerView {
  banner: Banner
  text: string
  hint: string | null
  button: string | null
}

/** Core's rule (docs/product.md#plan-banner) for this user now, in words; null when hidden. */
function usePlanBannerView(user: User): BannerView | null {
  const { t } = useTranslation('dashboard')
  const banner = planBanner(user.currentPlan, user, useNow())
  if (!banner || !user.currentPlan) return null
  return {
    banner,
    text: bannerText(t, banner, user.currentPlan),
    hint:
      banner.kind === 'expired'
        ? t('banner.expiredHint', { name: brand.name })
        : banner.kind === 'aboutToExpire'
          ? t('banner.aboutToExpireHint')
          : null,
    button: banner.kind === 'daysLeft' ? null : t(`banner.${banner.button}`),
  }
}

function bannerText(
  t: TFunction<'dashboard'>,
  banner: Banner,
  plan: NonNullable<User['currentPlan']>,
): string {
  if (banner.kind === 'daysLeft') return t('banner.daysLeft', { count: banner.days })
  const trial = plan.type === 'trial'
  if (banner.kind === 'expired') {
    return trial ? t('banner.trialExpired') : t('banner.paidExpired', { plan: plan.plan_name })
  }
  return trial
    ? t('banner.trialAboutToExpire')
    : t('banner.paidAboutToExpire', { plan: plan.plan_name })
}

function BannerIcon({ banner, className }: { banner: Banner; className?: string }) {
  const Icon = banner.kind === 'expired' ? CircleAlertIcon : HourglassIcon
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        'size-4 shrink-0',
        banner.kind === 'expired'
          ? 'text-destructive'
          : banner.kind === 'aboutToExpire'
            ? 'text-primary'
            : 'text-muted-foreground',
        className,
      )}
    />
  )
}

/**
 * The trial or subscription banner of the navigation (docs/product.md#plan-banner): expired, about
 * to expire (with Subscribe Now, Renew Now or Upgrade Now, to the subscription page) or days left.
 * `card` in the sidebar and the phone drawer, `inline` in the horizontal bar, `icon` in the mini
 * bar.
 */
export function PlanBanner({ user, variant }: { user: User; variant: 'card' | 'inline' | 'icon' }) {
  const { t } = useTranslation('dashboard')
  const view = usePlanBannerView(user)
  if (!view) return null
  const { banner, text, hint, button } = view

  if (variant === 'icon') return <PlanBannerIcon view={view} />

  if (variant === 'inline') {
    return (
      <section aria-label={t('banner.label')} className="flex items-center gap-3 text-sm">
        <BannerIcon banner={banner} />
        <p className="font-medium whitespace-nowrap">{text}</p>
        {button ? (
          <Button asChild size="sm">
            <Link to={paths.subscriptionUpdate}>{button}</Link>
          </Button>
        ) : null}
      </section>
    )
  }

  return (
    <section
      aria-label={t('banner.label')}
      className={cn(
        'rounded-lg border p-3 text-sm',
        banner.kind === 'expired' ? 'border-destructive/40 bg-destructive/5' : 'bg-muted/40',
      )}
    >
      <div className="flex items-start gap-2">
        <BannerIcon banner={banner} className="mt-0.5" />
        <div className="space-y-0.5">
          <p className="font-medium">{text}</p>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
      </div>
      {button ? (
        <Button asChild size="sm" className="mt-3 w-full">
          <Link to={paths.subscriptionUpdate}>{button}</Link>
        </Button>
      ) : null}
    </section>
  )
}

/**
 * The mini bar's banner: an icon named in full (and shown in a tooltip), leading to the
 * subscription page, or with days left to the plan tab of the account page.
 */
function PlanBannerIcon({ view }: { view: BannerView }) {
  const { t } = useTranslation('dashboard')
  const side = useContentSide()
  const { banner, text, button } = view
  return (
    <section aria-label={t('banner.label')}>
      <Tooltip>
        <TooltipTrigger asChild>
          <Link
            to={button ? paths.subscriptionUpdate : accountTabPath('plan')}
            aria-label={button ? `${button}: ${text}` : text}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon' }),
              'size-12 flex-col gap-0.5 text-xs text-muted-foreground tabular-nums',
            )}
          >
            <BannerIcon banner={banner} className={button ? 'size-5' : undefined} />
            {banner.kind === 'daysLeft' ? t('banner.daysLeftShort', { count: banner.days }) : null}
          </Link>
        </TooltipTrigger>
        <TooltipContent side={side}>{button ? `${text}. ${button}` : text}</TooltipContent>
      </Tooltip>
    </section>
  )
}
