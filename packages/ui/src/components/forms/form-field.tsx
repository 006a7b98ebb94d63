import { useId } from 'react'
import type { ReactNode } from 'react'
import { Label } from '../ui/label'

/** What a field's control needs to be labelled and described. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

interface FormFieldProps {
  label: string
  /** The field's error (client check or server answer). */
  error?: string | undefined
  /** A hint under the control (or a strength meter). */
  hint?: ReactNode
  /** Beside the label, at the end ("Forgot password?"). */
  labelAside?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled control with its hint and its error, tied together for assistive technology. */
export function FormField({ label, error, hint, labelAside, children }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
