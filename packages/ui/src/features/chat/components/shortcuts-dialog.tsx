import { useTranslation } from 'react-i18next'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { shortcuts } from '../lib/shortcuts'

/** The keyboard shortcuts, listed (opened with "?"). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('chat')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('shortcuts.close')}>
        <DialogHeader>
          <DialogTitle>{t('shortcuts.title')}</DialogTitle>
          <DialogDescription>{t('shortcuts.description')}</DialogDescription>
        </DialogHeader>
        <dl className="divide-y">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.id} className="flex items-center justify-between gap-4 py-2.5">
              <dt className="text-sm">{t(`shortcuts.${shortcut.id}`)}</dt>
              <dd className="flex gap-1" dir="ltr">
                {shortcut.keys.map((key) => (
                  <kbd
                    key={key}
                    className="min-w-7 rounded-md border bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
                  >
                    {key}
                  </kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  )
}
