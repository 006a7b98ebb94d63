import type { ComponentProps } from 'react'
import { Button } from './button'
import { cn } from '../../lib/utils'

/** A small labelled icon button of the message controls (40 px to touch, 32 px drawn). */
export function IconButton({
  label,
  className,
  ...props
}: ComponentProps<'button'> & { label: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      className={cn(
        'relative size-8 text-muted-foreground hover:text-foreground',
        // A bigger hit area than the drawing, for fingers.
        'after:absolute after:-inset-1 after:content-[""]',
        className,
      )}
      {...props}
    />
  )
}
