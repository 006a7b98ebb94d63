import { CircleAlertIcon, RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { useErrorText } from '../../../lib/forms/use-error-text'

/** A tab's data could not load: why, in words, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('account')
  const describe = useErrorText()
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 p-5"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleAlertIcon aria-hidden="true" className="size-4 text-destructive" />
        {t('loadFailed')}
      </p>
      <p className="text-sm text-muted-foreground">{describe(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCwIcon aria-hidden="true" />
        {t('retry')}
      </Button>
    </div>
  )
}
