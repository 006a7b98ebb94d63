import type { ProfileUpdate } from '@amply/api/entities/user'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { DialogFooter } from '../../../components/ui/dialog'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AccountDialog, AccountDialogForm, AccountDialogHeader } from '../components/account-dialog'
import { CurrentPasswordField, usePasswordCheckedCall } from '../components/current-password-field'
import { emailChangeSchema, isEmailTaken } from './email-change'
import { EmailField } from '../../../components/forms/email-field'
import { isolate } from '../../../lib/format/isolate'

/**
 * Changing the sign-in address: the new one and the current password go to `request` (PATCH
 * profile); the server mails a confirmation link to the new address and a notice to the
 * current one, and the address changes only once that link is opened. The dialog then says so.
 */
export function ChangeEmailDialog({
  currentEmail,
  request,
  onSent,
  onClose,
}: {
  currentEmail: string
  request: (body: Required<Pick<ProfileUpdate, 'email' | 'current_password'>>) => Promise<unknown>
  /** The new address, once its confirmation link is on its way. */
  onSent: (email: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('account')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const schema = useMemo(
    () => emailChangeSchema(currentEmail, t('profile.email.same')),
    [currentEmail, t],
  )
  const { form, alert, onSubmit } = useSchemaForm(schema, { email: '', current_password: '' })
  const checked = usePasswordCheckedCall(form)
  const { errors, isSubmitting } = form.formState
  const submit = onSubmit(async (values) => {
    try {
      if (!(await checked(() => request(values)))) return
    } catch (error) {
      if (!isEmailTaken(error)) throw error
      form.setError('email', { message: t('profile.email.taken') }, { shouldFocus: true })
      return
    }
    setSentTo(values.email)
    onSent(values.email)
  })

  return (
    <AccountDialog busy={isSubmitting} onClose={onClose}>
      {sentTo ? (
        <SentStep sentTo={sentTo} currentEmail={currentEmail} onClose={onClose} />
      ) : (
        <AccountDialogForm
          title={t('profile.email.title')}
          description={t('profile.email.description', { email: isolate(currentEmail) })}
          alert={alert}
          onSubmit={submit}
          submitLabel={t('profile.email.submit')}
          pending={isSubmitting}
          onCancel={onClose}
        >
          <EmailField
            label={t('profile.email.newEmail')}
            error={errors.email?.message}
            registration={form.register('email')}
          />
          <CurrentPasswordField form={form} />
        </AccountDialogForm>
      )}
    </AccountDialog>
  )
}

/** After the request: where the link went, and which address signs in until it is opened. */
function SentStep({
  sentTo,
  currentEmail,
  onClose,
}: {
  sentTo: string
  currentEmail: string
  onClose: () => void
}) {
  const { t } = useTranslation('account')
  const done = useRef<HTMLButtonElement>(null)
  // The form that had the focus is gone: the way out takes it, for the keyboard.
  useEffect(() => {
    done.current?.focus()
  }, [])
  return (
    <>
      <AccountDialogHeader
        title={t('profile.email.sentTitle')}
        description={t('profile.email.sent', { email: isolate(sentTo) })}
      />
      <p className="text-sm text-muted-foreground">
        {t('profile.email.until', { current: isolate(currentEmail) })}
      </p>
      <DialogFooter>
        <Button ref={done} onClick={onClose} className="w-full sm:w-auto">
          {t('profile.email.done')}
        </Button>
      </DialogFooter>
    </>
  )
}
