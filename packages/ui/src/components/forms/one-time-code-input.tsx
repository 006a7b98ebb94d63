import type { ComponentProps } from 'react'
import { Input } from '../ui/input'

/** The six digits of a one-time code, spaced out, with the phone's number pad and autofill. */
export function OneTimeCodeInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      placeholder="123456"
      className="font-mono text-lg tracking-[0.5em] tabular-nums sm:text-lg"
      {...props}
    />
  )
}
