import type { Share } from '@amply/api/entities/chat'
import { Copy, Link2Off } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'
import { dateTimeFormat } from '../../../lib/format/intl-cache'
import { useRevokeShare } from '../api/shares'

/**
 * A live link: shown to read or select, copied with a toast, and revoked after a confirmation
 * (anyone who opens it then sees that it no longer works).
 */
export function ShareLink({
  share,
  focusOnMount,
  onRevoked,
}: {
  share: Share
  /** The link was just made: the next thing to do is copy it. */
  focusOnMount: boolean
  onRevoked: () => void
}) {
  const { t, i18n } = useTranslation('share')
  const { notifications } = useAppServices()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const copyButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (focusOnMount) copyButton.current?.focus()
  }, [focusOnMount])

  const revoke = useRevokeShare({
    onSuccess: () => {
      notifications.success(t('link.revoked'))
      onRevoked()
    },
  })

  const copy = () => {
    navigator.clipboard.writeText(share.url).then(
      () => {
        notifications.success(t('link.copied'))
      },
      () => {
        // No clipboard (permission, old browser): select it for the user to copy.
        input.current?.select()
        notifications.error(t('link.copyFailed'))
      },
    )
  }

  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(share.created_at),
  )
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={`${id}-url`}>{t('link.label')}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          ref={input}
          id={`${id}-url`}
          readOnly
          value={share.url}
          dir="ltr"
          className="min-w-0 flex-1 font-mono text-xs sm:text-xs"
          onFocus={(event) => {
            event.currentTarget.select()
          }}
        />
        <Button ref={copyButton} onClick={copy}>
          <Copy aria-hidden="true" />
          {t('link.copy')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{t('link.sharedOn', { date })}</p>
      {/* Asking first: the safe answer has the focus; a failure shows in the question. */}
      <ConfirmDialog
        trigger={
          <Button
            variant="ghost"
            className="-ms-3 justify-self-start text-destructive hover:text-destructive"
          >
            <Link2Off aria-hidden="true" />
            {t('link.stop')}
          </Button>
        }
        title={t('link.confirmTitle')}
        description={t('link.confirm')}
        confirmLabel={t('link.revoke')}
        cancelLabel={t('link.keep')}
        onConfirm={async () => {
          await revoke.mutateAsync({ params: { share_id: share.share_id } })
        }}
      />
    </div>
  )
}
