import { cva } from 'class-variance-authority'
import type { VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

export const alertVariants = cva(
  'grid w-full grid-cols-[auto_1fr] items-start gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm text-foreground [&>svg]:size-4 [&>svg]:translate-y-0.5',
  {
    variants: {
      variant: {
        default: 'bg-card [&>svg]:text-muted-foreground',
        destructive: 'border-destructive/50 bg-destructive/5 [&>svg]:text-destructive',
        success: 'border-primary/40 bg-primary/5 [&>svg]:text-primary',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/** A message inside the page (not a toast): an icon, a title and a description. */
export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" className={cn(alertVariants({ variant }), className)} {...props} />
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="alert-title" className={cn('col-start-2 font-medium', className)} {...props} />
  )
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn(
        'col-start-2 text-pretty text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline',
        className,
      )}
      {...props}
    />
  )
}
