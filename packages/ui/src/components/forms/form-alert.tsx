import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription } from '../ui/alert'

/**
 * The message region at the top of a sign-in form: failures the fields cannot show (role
 * "alert", read out at once) or a confirmation ("Your account is active").
 */
export function FormAlert({
  children,
  tone = 'error',
}: {
  children: ReactNode
  tone?: 'error' | 'success'
}) {
  const error = tone === 'error'
  return (
    <Alert variant={error ? 'destructive' : 'success'} role={error ? 'alert' : 'status'}>
      {error ? <CircleAlertIcon aria-hidden="true" /> : <CircleCheckIcon aria-hidden="true" />}
      <AlertDescription className="text-foreground">{children}</AlertDescription>
    </Alert>
  )
}
