import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import type { BaseSyntheticEvent } from 'react'
import { useForm } from 'react-hook-form'
import type { DefaultValues, FieldValues, Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { placeIssues, validationIssues } from './server-errors'
import { validationMessages } from './validation-messages'
import { useErrorText } from './use-error-text'

type FormSchema = z.ZodType<FieldValues, FieldValues> & { shape: Record<string, unknown> }

/**
 * A form (sign-in, contact…): react-hook-form checked by a shared zod schema of packages/api, with
 * the server's answers shown where they belong. A 422 puts each issue on its field
 * (docs/product.md#errors); any other failure goes to the alert at the top of the form. Typed
 * values are kept.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const { t } = useTranslation('auth')
  const describe = useErrorText()
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: validationMessages(t) }),
    defaultValues,
    mode: 'onTouched',
  })
  const [alert, setAlert] = useState<string | null>(null)
  const fieldNames = Object.keys(schema.shape) as Path<z.input<S>>[]

  /**
   * The submit handler: runs `send` with the checked values; `byStatus` gives the page's own
   * words for the failures it expects.
   */
  function onSubmit(
    send: (values: z.output<S>) => Promise<void>,
    byStatus: () => Partial<Record<number, string>> = () => ({}),
  ) {
    const handle = form.handleSubmit(async (values) => {
      setAlert(null)
      try {
        await send(values)
      } catch (error) {
        const issues = validationIssues(error)
        if (!issues) {
          setAlert(describe(error, byStatus()))
          return
        }
        const placed = placeIssues(issues, fieldNames)
        for (const { field, message } of placed.fields) {
          form.setError(field, { type: 'server', message })
        }
        const first = placed.fields[0]
        if (first) form.setFocus(first.field)
        setAlert(placed.alert ?? null)
      }
    })
    return (event?: BaseSyntheticEvent) => {
      void handle(event)
    }
  }

  return { form, alert, setAlert, onSubmit }
}
