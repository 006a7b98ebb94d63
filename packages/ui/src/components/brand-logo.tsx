import { brand } from '@amply/api/brand'
import { useId } from 'react'
import { cn } from '../lib/utils'

/** The Amply mark: a rounded square in the brand gradient with a white "A". */
export function BrandMark({ className }: { className?: string }) {
  // Each mark needs its own gradient id: several marks can be on one page.
  const gradientId = `amply-mark-${useId().replace(/:/g, '')}`
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="var(--brand-gradient-from)" />
          <stop offset="1" stopColor="var(--brand-gradient-to)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M9 22.5 14 9.5h4l5 13h-3.6l-1.1-3.1h-4.7l-1.1 3.1Zm5.6-6.1h2.8L16 12.3Z"
        fill="#fff"
      />
    </svg>
  )
}

/** The mark with the product name. */
export function BrandLogo({
  className,
  showName = true,
}: {
  className?: string
  showName?: boolean
}) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <BrandMark />
      {showName ? <span className="text-lg">{brand.name}</span> : null}
    </span>
  )
}
