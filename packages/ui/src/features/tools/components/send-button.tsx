import { Send } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import type { SendBlock } from '../lib/send-block'

/**
 * A tool's one primary action. When it cannot send, it is disabled and says why beside it
 * (`emptyReason` is the tool's own words for an empty request); Ctrl + Enter is shown as a hint.
 */
export function SendButton({
  label,
  block,
  emptyReason,
}: {
  label: string
  block: SendBlock
  emptyReason: string
}) {
  const { t } = useTranslation('tools')
  const id = useId()
  const reason =
    block === 'empty'
      ? emptyReason
      : block === 'opening'
        ? t('session.opening')
        : block === 'modelsLoading'
          ? t('guard.modelsLoading')
          : block === 'noModel'
            ? t('guard.noModel')
            : null
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <Button
        type="submit"
        size="lg"
        disabled={block !== null}
        aria-describedby={reason ? id : undefined}
        aria-keyshortcuts="Control+Enter"
      >
        <Send aria-hidden="true" className="rtl:-scale-x-100" />
        {label}
      </Button>
      {reason ? (
        <p id={id} className="min-w-0 flex-1 text-sm text-muted-foreground" data-slot="send-block">
          {reason}
        </p>
      ) : (
        <kbd className="hidden font-sans text-xs text-muted-foreground sm:inline">
          {t('shortcut')}
        </kbd>
      )}
    </div>
  )
}
