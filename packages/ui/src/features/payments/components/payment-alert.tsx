import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert'

/** A message of the payment screens: a failure read out at once, or a confirmation or note. */
export function PaymentAlert({
  tone = 'error',
  title,
  children,
}: {
  tone?: 'error' | 'success' | 'info'
  title?: string
  children: ReactNode
}) {
  const Icon = tone === 'error' ? CircleAlertIcon : tone === 'success' ? CircleCheckIcon : InfoIcon
  return (
    <Alert
      variant={tone === 'error' ? 'destructive' : tone === 'success' ? 'success' : 'default'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon aria-hidden="true" />
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <AlertDescription className="text-foreground">{children}</AlertDescription>
    </Alert>
  )
}
