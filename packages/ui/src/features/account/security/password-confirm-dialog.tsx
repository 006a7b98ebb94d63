import { z } from 'zod'
import type { ReactNode } from 'react'
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
import { Input } from '../../../components/ui/input'
import { FormAlert } from '../../../components/forms/form-alert'
import { FormField } from '../../../components/forms/form-field'
import { PasswordInput } from '../../../components/forms/password-input'
import { SubmitButton } from '../../../components/forms/submit-button'
import { useSchemaForm } from '../../../lib/forms/use-schema-form'
import { isWrongPassword } from '../lib/wrong-password'

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
  const { t } = useTranslation('account')
  const { form, alert, onSubmit } = useSchemaForm(passwordSchema, {
    current_password: '',
    confirmation: '',
  })
  const { errors, isSubmitting } = form.formState
  const typed = form.watch('confirmation')
  const confirmed = !confirmation || typed.trim() === confirmation.expected
  const submit = onSubmit(async ({ current_password }) => {
    if (!confirmed) return
    try {
      await onConfirm(current_password)
    } catch (error) {
      if (!isWrongPassword(error)) throw error
      form.setError(
        'current_password',
        { message: t('security.wrongPassword') },
        { shouldFocus: true },
      )
    }
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !isSubmitting) onClose()
      }}
    >
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <form noValidate onSubmit={submit} className="space-y-5">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
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
          <FormField
            label={t('security.fields.currentPassword')}
            error={errors.current_password?.message}
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('current_password')}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <SubmitButton
              pending={isSubmitting}
              disabled={isSubmitting || !confirmed}
              size="default"
              variant={destructive ? 'destructive' : 'default'}
              className="w-full sm:w-auto"
            >
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
