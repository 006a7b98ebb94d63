import { useId } from 'react'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/utils'

/**
 * One titled part of a tab (a card): the heading names the region for screen readers, the
 * description says what it is for, `action` sits beside the heading on wide screens.
 */
export function AccountSection({
  title,
  description,
  action,
  tone = 'default',
  children,
}: {
  title: string
  description?: ReactNode
  action?: ReactNode
  tone?: 'default' | 'danger'
  children?: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'space-y-5 rounded-xl border bg-card p-5 text-card-foreground sm:p-6',
        tone === 'danger' && 'border-destructive/40',
      )}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id={headingId} className="text-base leading-tight font-semibold">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
      {children}
    </section>
  )
}
