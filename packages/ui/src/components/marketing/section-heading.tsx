import type { ReactNode } from 'react'
import { cn } from '../../lib/utils'

interface SectionHeadingProps {
  id?: string
  title: string
  children?: ReactNode
  className?: string
}

/** A centred h2 with its short introduction, opening a section of a marketing page. */
export function SectionHeading({ id, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto mb-10 max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <p className="mt-4 text-lg text-pretty text-muted-foreground">{children}</p>
      ) : null}
    </div>
  )
}
