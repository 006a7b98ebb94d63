import type { User } from '@amply/api/entities/user'
import { FileText, Globe, LogOut, Settings, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink, useLocation } from 'react-router'
import { BrandMark } from '../../../components/brand-logo'
import { Button } from '../../../components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { Skeleton } from '../../../components/ui/skeleton'
import { UserAvatar } from '../../../components/user-avatar'
import { dashboardPageOf, hasModelPicker } from '../../../layouts/dashboard/dashboard-page'
import { ModelPicker } from '../../../layouts/dashboard/model-picker'
import { cn } from '../../../lib/utils'
import { usePanelBridge } from '../../../lib/panel/panel-bridge'
import { useAppServices } from '../../../lib/app-services'
import { usePanelSignOut } from '../hooks/use-panel-sign-out'

/** A tool the panel shows a tab for. */
export interface PanelTool {
  key: 'chat' | 'write' | 'translate'
  path: string
}

/**
 * The panel's one bar, made for 320 to 480 px: the tools as tabs, then the page's actions and
 * the account menu; the model picker on its own row below.
 */
export function PanelHeader({ user, tools }: { user: User | null; tools: readonly PanelTool[] }) {
  const { t } = useTranslation('panel')
  const page = dashboardPageOf(useLocation().pathname)
  return (
    <header className="shrink-0 border-b bg-background">
      <div className="flex h-12 items-center gap-1 px-2">
        <BrandMark className="me-1 size-6" />
        <nav aria-label={t('nav.label')} className="flex min-w-0 flex-1 items-center gap-0.5">
          {tools.map((tool) => (
            <NavLink
              key={tool.key}
              to={tool.path}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  isActive && 'bg-accent text-foreground',
                )
              }
            >
              {t(`nav.${tool.key}`)}
            </NavLink>
          ))}
        </nav>
        <PageActions />
        {user ? <AccountMenu user={user} /> : <AccountMenuPlaceholder />}
      </div>
      {hasModelPicker(page) ? (
        <div className="px-2 pb-2">
          <ModelPicker />
        </div>
      ) : null}
    </header>
  )
}

/** "Chat with this page" and "Summarize this page": read only when the user asks. */
function PageActions() {
  const { t } = useTranslation('panel')
  const bridge = usePanelBridge()
  const { notifications } = useAppServices()
  const send = (action: 'chatWithPage' | 'summarizePage') => {
    bridge.sendPage(action).then(
      (sent) => {
        if (!sent) notifications.error(t('page.unreadable'))
      },
      () => {
        notifications.error(t('page.unreadable'))
      },
    )
  }
  return (
    // Not modal: a modal menu hides the whole panel from assistive technology (aria-hidden on
    // the root) while its controls stay focusable, which axe rightly reports.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={t('page.menu')}>
          <FileText aria-hidden="true" className="size-5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuItem
          onSelect={() => {
            send('chatWithPage')
          }}
        >
          <FileText aria-hidden="true" />
          {t('page.chat')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={() => {
            send('summarizePage')
          }}
        >
          <Sparkles aria-hidden="true" />
          {t('page.summarize')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** Where the account menu will be, while a stored session's user loads. */
function AccountMenuPlaceholder() {
  return (
    <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center">
      <Skeleton className="size-7 rounded-full" />
    </span>
  )
}

/** Who is signed in, the website, the options, and signing out of this panel only. */
function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('panel')
  const bridge = usePanelBridge()
  const signOut = usePanelSignOut()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 rounded-full"
          aria-label={t('menu.open')}
        >
          <UserAvatar user={user} className="size-7" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {/* Each in its own writing direction (an address reads left to right even in Arabic,
            so it is never cut at its start), aligned with the menu (its right in Arabic). The address
            wraps rather than lose a part: it says which account this is. */}
        <DropdownMenuLabel className="font-normal">
          <span
            dir="auto"
            title={user.first_name}
            className="block truncate font-medium rtl:text-right"
          >
            {user.first_name}
          </span>
          <span
            dir="ltr"
            data-testid="account-email"
            className="block [overflow-wrap:anywhere] text-muted-foreground rtl:text-right"
          >
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            bridge.openWebsite('/dashboard/chat')
          }}
        >
          <Globe aria-hidden="true" />
          {t('menu.website')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={bridge.openOptions}>
          <Settings aria-hidden="true" />
          {t('menu.options')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signOut.pending}
          onSelect={() => {
            void signOut.signOut()
          }}
        >
          <LogOut aria-hidden="true" />
          {t('menu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
