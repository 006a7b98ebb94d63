import { cn } from '../../lib/utils'

/** A navigation entry's look; the current page's is tinted with the accent colour. */
export function navItemClass(active: boolean, className?: string) {
  return cn(
    "flex min-h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors duration-150 ease-out outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-5",
    active && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
    className,
  )
}
