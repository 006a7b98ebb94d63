import { z } from 'zod'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Input } from '../../../components/ui/input'
import { FormField } from '../../../components/forms/form-field'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { CurrentPasswordField, usePasswordCheckedCall } from '../components/current-password-field'

/** The password, and the text typed to confirm (checked against `confirmation.expected`). */
const passwordSchema = z.object({
  current_password: z.string().min(1),
  confirmation: z.string(),
})

/**
 * A sensitive action that needs the current password (turning OTP off, deleting the account):
 * the product's confirmation (ConfirmDialog) with its explanation, optionally a word to type
 * first, and the password. A wrong password shows on its field; any other failure in the
 * dialog, which stays open.
 */
export function PasswordConfirmDialog({
  title,
  description,
  submitLabel,
  destructive = false,
  confirmation,
  onConfirm,
  onClose,
  children,
}: {
  title: string
  description: string
  submitLabel: string
  destructive?: boolean
  /** A text to type before the button works ("delete the account after typing to confirm"). */
  confirmation?: { label: string; expected: string }
  onConfirm: (currentPassword: string) => Promise<void>
  onClose: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('account')
  const { form } = useSchemaForm(passwordSchema, {
    current_password: '',
    confirmation: '',
  })
  const checked = usePasswordCheckedCall(form)
  const typed = form.watch('confirmation')
  const confirmed = !confirmation || typed.trim() === confirmation.expected
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={title}
      description={description}
      confirmLabel={submitLabel}
      cancelLabel={t('cancel')}
      variant={destructive ? 'destructive' : 'default'}
      confirmDisabled={!confirmed}
      onConfirm={async () => {
        let done = false
        await form.handleSubmit(async ({ current_password }) => {
          if (confirmed) done = await checked(() => onConfirm(current_password))
        })()
        return done
      }}
    >
      {children}
      {confirmation ? (
        <FormField label={confirmation.label}>
          {(control) => (
            <Input
              {...control}
              {...form.register('confirmation')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
      ) : null}
      <CurrentPasswordField form={form} />
    </ConfirmDialog>
  )
}
