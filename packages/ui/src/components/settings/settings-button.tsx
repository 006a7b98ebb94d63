import { SettingsIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeferredModule } from '../../lib/hooks/use-deferred-module'
import { Button } from '../ui/button'

const loadSettingsSheet = () => import('./settings-sheet')

/** Opens the settings drawer, whose code downloads on first hover, focus or click. */
export function SettingsButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const { module, load } = useDeferredModule(loadSettingsSheet)
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label={t('settings.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          void load().then(() => {
            setOpen(true)
          })
        }}
      >
        <SettingsIcon aria-hidden="true" />
      </Button>
      {module ? (
        <module.SettingsSheet open={open} onOpenChange={setOpen} returnFocusTo={trigger} />
      ) : null}
    </>
  )
}
