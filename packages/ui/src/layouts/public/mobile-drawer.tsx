import { MenuIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button'
import { useDeferredModule } from '../../lib/hooks/use-deferred-module'

const loadDrawer = () => import('./mobile-drawer-sheet')

/** The phone menu button; the drawer's code downloads on first touch, focus or click. */
export function MobileDrawer({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const { module, load } = useDeferredModule(loadDrawer)
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          void load().then(() => {
            setOpen(true)
          })
        }}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {module ? (
        <module.MobileDrawerSheet
          open={open}
          onOpenChange={setOpen}
          signedIn={signedIn}
          returnFocusTo={trigger}
        />
      ) : null}
    </>
  )
}
