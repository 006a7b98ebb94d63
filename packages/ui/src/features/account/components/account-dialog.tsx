import type { BaseSyntheticEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { FormAlert } from '../../../components/forms/form-alert'
import { SubmitButton } from '../../../components/forms/submit-button'

/**
 * A dialog of the account page, open while it is shown. Escape, the overlay and the corner
 * button close it, except while `busy` (a change half sent must not vanish from view).
 */
export function AccountDialog({
  busy = false,
  onClose,
  children,
}: {
  busy?: boolean
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose()
      }}
    >
      <DialogContent closeLabel={t('close')}>{children}</DialogContent>
    </Dialog>
  )
}

/** A dialog's title and the sentence under it that says what happens. */
export function AccountDialogHeader({
  title,
  description,
}: {
  title: string
  description: ReactNode
}) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  )
}

/**
 * One step of an account dialog that is a form: the header, `intro` (a QR code, a warning),
 * then the form with its alert, its fields and one button (Cancel beside it with `onCancel`).
 */
export function AccountDialogForm({
  title,
  description,
  intro,
  alert,
  onSubmit,
  submitLabel,
  pending,
  onCancel,
  children,
}: {
  title: string
  description: ReactNode
  intro?: ReactNode
  alert: string | null
  onSubmit: (event?: BaseSyntheticEvent) => void
  submitLabel: string
  pending: boolean
  onCancel?: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('account')
  return (
    <>
      <AccountDialogHeader title={title} description={description} />
      {intro}
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        {children}
        <DialogFooter>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              {t('cancel')}
            </Button>
          ) : null}
          <SubmitButton pending={pending} size="default" className="w-full sm:w-auto">
            {submitLabel}
          </SubmitButton>
        </DialogFooter>
      </form>
    </>
  )
}
