import type { WebSource } from '@amply/api/entities/web-search'
import { cn } from '../../../lib/utils'

/** The site's icon, or its first letter in a circle when it has none. */
export function SiteIcon({ source, className }: { source: WebSource; className?: string }) {
  if (source.icon) {
    return (
      <img
        src={source.icon}
        alt=""
        className={cn('size-4 shrink-0 rounded-sm object-contain', className)}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-muted text-[0.625rem] font-semibold text-muted-foreground uppercase',
        className,
      )}
    >
      {source.site.trim().charAt(0) || '?'}
    </span>
  )
}
