import { MessageSquareOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useErrorText } from '../../lib/forms/use-error-text'
import { Button } from '../ui/button'

/**
 * In place of a conversation its address could not open: gone (deleted, or another account's)
 * or failed (with the reason and Try again), and the way on to an empty one of the same tool.
 */
export function ConversationUnavailable({
  gone,
  error,
  onRetry,
  startTo,
  startLabel,
}: {
  gone: boolean
  error: unknown
  onRetry: () => void
  /** The tool's empty address (a new chat) and what its button says. */
  startTo: string
  startLabel: string
}) {
  const { t } = useTranslation('conversation')
  const errorText = useErrorText()
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-12 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted">
        <MessageSquareOff aria-hidden="true" className="size-7 text-muted-foreground" />
      </span>
      <h1 className="text-xl font-semibold text-balance">
        {t(gone ? 'unavailable.goneTitle' : 'unavailable.failedTitle')}
      </h1>
      <p className="text-muted-foreground">{gone ? t('unavailable.goneBody') : errorText(error)}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={startTo}>{startLabel}</Link>
        </Button>
        {!gone && (
          <Button variant="outline" onClick={onRetry}>
            {t('unavailable.retry')}
          </Button>
        )}
      </div>
    </div>
  )
}
