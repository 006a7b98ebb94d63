import { z } from 'zod'
import type { ReactNode } from 'react'
import { Input } from '../../../components/ui/input'
import { FormField } from '../../../components/forms/form-field'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { AccountDialog, AccountDialogForm } from '../components/account-dialog'
import { CurrentPasswordField, usePasswordCheckedCall } from '../components/current-password-field'

/** The password, and the text typed to confirm (checked against `confirmation.expected`). */
const passwordSchema = z.object({
  current_password: z.string().min(1),
  confirmation: z.string(),
})

/**
 * A sensitive action that needs the current password (turning OTP off, deleting the account):
 * its explanation, the password, optionally a word to type first, and one button.
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
  const { form, alert, onSubmit } = useSchemaForm(passwordSchema, {
    current_password: '',
    confirmation: '',
  })
  const checked = usePasswordCheckedCall(form)
  const { isSubmitting } = form.formState
  const typed = form.watch('confirmation')
  const confirmed = !confirmation || typed.trim() === confirmation.expected
  const submit = onSubmit(async ({ current_password }) => {
    if (confirmed) await checked(() => onConfirm(current_password))
  })
  return (
    <AccountDialog busy={isSubmitting} onClose={onClose}>
      <AccountDialogForm
        title={title}
        description={description}
        intro={children}
        alert={alert}
        onSubmit={submit}
        submitLabel={submitLabel}
        pending={isSubmitting}
        disabled={!confirmed}
        destructive={destructive}
        onCancel={onClose}
      >
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
      </AccountDialogForm>
    </AccountDialog>
  )
}
