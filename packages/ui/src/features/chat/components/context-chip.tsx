import { Check, FileText, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../../components/ui/icon-button'

/**
 * Says what text goes (or went) with the question, such as a page's readable text sent from
 * the side panel: the user always sees what left the page.
 */
export function ContextChip({
  label,
  sent,
  onRemove,
}: {
  label: string
  sent: boolean
  onRemove: () => void
}) {
  const { t } = useTranslation('chat')
  return (
    <div className="mx-auto w-full max-w-[46rem] px-3 sm:px-4">
      <p
        role="status"
        className="flex max-w-full items-center gap-2 rounded-xl border bg-muted/50 py-1 ps-2 pe-1 text-sm"
      >
        {sent ? (
          <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
        ) : (
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        )}
        <span className="min-w-0 flex-1 truncate">
          {sent ? t('context.sent', { label }) : t('context.attached', { label })}
        </span>
        {sent ? null : (
          <IconButton label={t('context.remove', { label })} onClick={onRemove}>
            <X aria-hidden="true" />
          </IconButton>
        )}
      </p>
    </div>
  )
}
