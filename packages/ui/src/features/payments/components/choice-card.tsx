import type { ReactNode } from 'react'
import { cn } from '../../../lib/utils'

/**
 * One choice of a radio group drawn as a card: a real radio input (arrow keys move between the
 * choices, the label is the whole card), a ring when chosen and when focused.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  aside,
  children,
  className,
}: {
  name: string
  value: string
  checked: boolean
  onChange: (value: string) => void
  title: ReactNode
  /** At the end of the title line (a price, a badge). */
  aside?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-3 rounded-lg border bg-background p-4 transition-colors hover:bg-accent/40',
        'has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
        checked && 'border-primary bg-primary/5 hover:bg-primary/5',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => {
          onChange(value)
        }}
        className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="font-medium">{title}</span>
          {aside ? <span className="text-sm tabular-nums">{aside}</span> : null}
        </span>
        {children ? <span className="text-sm text-muted-foreground">{children}</span> : null}
      </span>
    </label>
  )
}

/** The radio group around choice cards, named by its section's heading or a label. */
export function ChoiceGroup({
  label,
  children,
  className,
}: {
  label: string
  children: ReactNode
  className?: string
}) {
  return (
    <div role="radiogroup" aria-label={label} className={cn('grid gap-3', className)}>
      {children}
    </div>
  )
}
