import {
  ChartColumnIcon,
  CircleUserRoundIcon,
  CreditCardIcon,
  GemIcon,
  ShieldCheckIcon,
  UserRoundCogIcon,
} from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { accountTabPath, paths } from '../../../lib/paths'

interface AccountLink {
  label: 'profile' | 'plan' | 'billing' | 'usage' | 'security' | 'account'
  to: string
  icon: LucideIcon
}

/** The account drawer's links above 1367 px: one per tab of the account page. */
export const accountTabLinks: readonly AccountLink[] = [
  { label: 'profile', to: accountTabPath('profile'), icon: CircleUserRoundIcon },
  { label: 'plan', to: accountTabPath('plan'), icon: GemIcon },
  { label: 'billing', to: accountTabPath('billing'), icon: CreditCardIcon },
  { label: 'usage', to: accountTabPath('usage'), icon: ChartColumnIcon },
  { label: 'security', to: accountTabPath('security'), icon: ShieldCheckIcon },
]

/** Up to 1367 px wide, the single link that stands for them (docs/product.md#workspace). */
export const accountPageLink: AccountLink = {
  label: 'account',
  to: paths.account,
  icon: UserRoundCogIcon,
}
