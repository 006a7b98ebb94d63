import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/forms/form-field'
import { PasswordInput } from '../../../components/forms/password-input'
import { isWrongPassword } from '../lib/wrong-password'

/** A form whose values include the current password (sensitive changes ask for it). */
type PasswordForm<T extends { current_password: string }, O extends FieldValues> = UseFormReturn<
  T,
  unknown,
  O
>

const fieldName = <T extends { current_password: string }>() => 'current_password' as Path<T>

/** The current password, asked before a sensitive change, with its error. */
export function CurrentPasswordField<
  T extends { current_password: string },
  O extends FieldValues,
>({ form }: { form: PasswordForm<T, O> }) {
  const { t } = useTranslation('account')
  const name = fieldName<T>()
  return (
    <FormField
      label={t('security.fields.currentPassword')}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      {(control) => (
        <PasswordInput {...control} {...form.register(name)} autoComplete="current-password" />
      )}
    </FormField>
  )
}

/**
 * Runs a call that needs the current password. When the server finds it wrong, the password
 * field says so in the form's own words and takes the focus, instead of the alert at the top;
 * answers whether the call went through. Any other failure is thrown on to the form.
 */
export function usePasswordCheckedCall<
  T extends { current_password: string },
  O extends FieldValues,
>(form: PasswordForm<T, O>) {
  const { t } = useTranslation('account')
  return async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call()
      return true
    } catch (error) {
      if (!isWrongPassword(error)) throw error
      form.setError(fieldName<T>(), { message: t('security.wrongPassword') }, { shouldFocus: true })
      return false
    }
  }
}
