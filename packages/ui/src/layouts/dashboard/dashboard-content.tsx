import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

/**
 * A workspace page of text and forms (account, payments): padded, and as wide as reads well
 * unless the settings' `themeStretch` lets it use the whole screen.
 */
export function DashboardContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 stretch:max-w-none',
        className,
      )}
      {...props}
    />
  )
}
