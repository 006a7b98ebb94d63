import type { User } from '@amply/api/entities/user'
import { planInForce } from '@amply/core/plan/plan-in-force'
import { ExternalLinkIcon, LifeBuoyIcon, LogOutIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { UserAvatar } from '../../../components/user-avatar'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet'
import { useNow } from '../../../lib/hooks/use-now'
import { navItemClass } from '../nav-styles'
import { accountPageLink, accountTabLinks } from './account-links'
import { MonthUsage } from './month-usage'
import { useHelpDesk } from './use-help-desk'
import { useLogout } from './use-logout'
import { useCatalogWords } from '../../../lib/i18n/catalog-words'

/**
 * The account drawer's content (docs/product.md#workspace): first name, email, the current plan (or
 * "Expired"), this month's usage, the account links (five above 1367 px, one Account link up
 * to it), Support and Logout. `onNavigate` closes the drawer when a link is followed.
 */
export function AccountDrawer({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  const { t } = useTranslation('dashboard')
  const plan = planInForce(user.currentPlan, useNow())
  const helpDesk = useHelpDesk()
  const { logout, pending } = useLogout()
  const { planName } = useCatalogWords()

  return (
    <>
      <SheetHeader className="items-center gap-2 border-b pt-8 pb-5 text-center">
        <UserAvatar user={user} className="size-16 text-xl" />
        <SheetTitle className="mt-1 text-lg">{user.first_name}</SheetTitle>
        <SheetDescription className="max-w-full truncate">{user.email}</SheetDescription>
        <p>
          <span className="sr-only">{t('account.currentPlan')}: </span>
          <Badge variant={plan ? 'secondary' : 'destructive'}>
            {plan ? planName(plan.plan_name) : t('account.expired')}
          </Badge>
        </p>
      </SheetHeader>
      <div className="flex-1 space-y-4 overflow-y-auto p-4">
        <MonthUsage />
        <nav aria-label={t('account.links')}>
          <ul className="hidden flex-col gap-1 wide:flex">
            {accountTabLinks.map((link) => (
              <li key={link.to}>
                <AccountLinkItem link={link} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-1 wide:hidden">
            <li>
              <AccountLinkItem link={accountPageLink} onNavigate={onNavigate} />
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className={navItemClass(false, 'w-full disabled:opacity-50')}
          disabled={helpDesk.opening}
          onClick={() => {
            void helpDesk.open()
          }}
        >
          <LifeBuoyIcon aria-hidden="true" />
          <span className="flex-1 text-start">{t('account.support')}</span>
          <ExternalLinkIcon aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <span className="sr-only"> ({t('account.supportHint')})</span>
        </button>
      </div>
      <div className="border-t p-4">
        <Button
          variant="outline"
          className="w-full"
          disabled={pending}
          onClick={() => {
            void logout()
          }}
        >
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {pending ? t('account.loggingOut') : t('account.logout')}
        </Button>
      </div>
    </>
  )
}

function AccountLinkItem({
  link,
  onNavigate,
}: {
  link: (typeof accountTabLinks)[number]
  onNavigate: () => void
}) {
  const { t } = useTranslation('dashboard')
  const { pathname } = useLocation()
  const active = pathname === link.to
  const Icon = link.icon
  return (
    <Link
      to={link.to}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={navItemClass(active)}
    >
      <Icon aria-hidden="true" />
      {t(`account.${link.label}`)}
    </Link>
  )
}
