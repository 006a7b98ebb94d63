import type { User } from '@amply/api/entities/user'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { UserAvatar } from '../../../components/user-avatar'
import { Sheet, SheetContent } from '../../../components/ui/sheet'
import { AccountDrawer } from './account-drawer'
import { useOpenUntilRouteChange } from '../use-open-until-route-change'

/**
 * The top bar's avatar (profile picture or initials) and the account drawer it opens from the end
 * side (360 px wide, docs/product.md#workspace). A route change closes the drawer; Escape too,
 * focus back here.
 */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('dashboard')
  const [open, setOpen] = useOpenUntilRouteChange()
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('account.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-10 items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={() => {
          setOpen(true)
        }}
      >
        <UserAvatar user={user} />
      </button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          side="end"
          closeLabel={t('account.close')}
          className="w-90 max-w-full gap-0"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <AccountDrawer
            user={user}
            onNavigate={() => {
              setOpen(false)
            }}
          />
        </SheetContent>
      </Sheet>
    </>
  )
}
