import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '../ui/input'
import { FormField } from './form-field'

/** An email address field: the keyboard, autofill and spelling settings every form wants. */
export function EmailField({
  label,
  error,
  registration,
}: {
  label: string
  error?: string | undefined
  registration: UseFormRegisterReturn
}) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          // An address reads left to right in every language; in Arabic it still sits at the start.
          dir="ltr"
          className="rtl:text-right"
        />
      )}
    </FormField>
  )
}
