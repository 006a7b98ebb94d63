import { LoaderCircleIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '../ui/button'
import { useHydrated } from '../../lib/hooks/use-hydrated'
import { cn } from '../../lib/utils'

/**
 * A form's main button: a spinner and disabled while the form is being sent, and disabled until
 * the page has hydrated (a prerendered form sent before that would be sent by the browser).
 */
export function SubmitButton({
  pending,
  children,
  className,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  const hydrated = useHydrated()
  return (
    <Button
      type="submit"
      size="lg"
      disabled={pending || !hydrated}
      aria-busy={pending || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      {pending ? (
        <LoaderCircleIcon aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
      ) : null}
      {children}
    </Button>
  )
}
