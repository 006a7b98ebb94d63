import type { ReactNode } from 'react'
import { useId } from 'react'
import { cn } from '../../../lib/utils'

/** A titled step of a checkout (plan, address, promo code, payment method). */
export function CheckoutSection({
  title,
  description,
  action,
  children,
  framed = false,
  className,
}: {
  title: string
  description?: ReactNode
  /** At the end of the heading line ("Add an address"). */
  action?: ReactNode
  children: ReactNode
  /** A card of its own, for pages of cards (the account's billing tab). */
  framed?: boolean
  className?: string
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'space-y-3',
        framed && 'space-y-4 rounded-xl border bg-card p-5 text-card-foreground sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="space-y-1">
          <h2 id={headingId} className="text-base font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
