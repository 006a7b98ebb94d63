import {
  ChartColumnIcon,
  CircleUserRoundIcon,
  CreditCardIcon,
  DatabaseIcon,
  GemIcon,
  MonitorSmartphoneIcon,
  ShieldCheckIcon,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { accountTabPath, accountTabs } from '../../../lib/paths'
import type { AccountTab } from '../../../lib/paths'
import { cn } from '../../../lib/utils'

const icons: Record<AccountTab, LucideIcon> = {
  profile: CircleUserRoundIcon,
  plan: GemIcon,
  billing: CreditCardIcon,
  usage: ChartColumnIcon,
  security: ShieldCheckIcon,
  sessions: MonitorSmartphoneIcon,
  data: DatabaseIcon,
}

/**
 * The account page's tabs as links (each tab has its own address, so Back, reload and the
 * account drawer's links all work). On a narrow screen the row scrolls and keeps the current
 * tab in view. A link pointed at or focused tells `onIntent`, so its tab can load meanwhile.
 */
export function AccountTabNav({
  current,
  onIntent,
}: {
  current: AccountTab
  /** The pointer or focus reached a tab's link: it may open next. */
  onIntent: (tab: AccountTab) => void
}) {
  const { t } = useTranslation('account')
  const currentLink = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    currentLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [current])
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max min-w-full gap-1 border-b">
        {accountTabs.map((tab) => {
          const Icon = icons[tab]
          const active = tab === current
          return (
            <li key={tab}>
              <Link
                ref={active ? currentLink : undefined}
                to={accountTabPath(tab)}
                aria-current={active ? 'page' : undefined}
                onPointerEnter={() => {
                  onIntent(tab)
                }}
                onFocus={() => {
                  onIntent(tab)
                }}
                className={cn(
                  '-mb-px flex h-11 items-center gap-2 rounded-t-md border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  active
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
