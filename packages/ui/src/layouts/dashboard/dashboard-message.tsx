import type { ReactNode } from 'react'
import { DashboardContent } from './dashboard-content'

/** A page-sized message inside the workspace (not found, a page that failed): what and the way out. */
export function DashboardMessage({
  eyebrow,
  title,
  body,
  children,
}: {
  eyebrow?: string
  title: string
  body: string
  children: ReactNode
}) {
  return (
    <DashboardContent className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      {eyebrow ? <p className="text-5xl font-bold text-primary tabular-nums">{eyebrow}</p> : null}
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </DashboardContent>
  )
}
