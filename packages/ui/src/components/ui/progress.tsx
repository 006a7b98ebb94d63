import { Progress as ProgressPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

/**
 * A bar filled to `value` of `max`. `indicatorColor` colours the fill when the colour is data
 * (a credit group's colour); otherwise it takes the primary colour.
 */
export function Progress({
  className,
  value,
  max = 100,
  indicatorColor,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorColor?: string }) {
  const share = max > 0 && value != null ? Math.min(1, Math.max(0, value / max)) : 0
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value == null ? value : Math.min(Math.max(0, value), max)}
      max={max}
      className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full rounded-full bg-primary transition-[width] duration-200 ease-out"
        style={{
          width: `${String(share * 100)}%`,
          ...(indicatorColor ? { backgroundColor: indicatorColor } : {}),
        }}
      />
    </ProgressPrimitive.Root>
  )
}
