import type { ReactNode } from 'react'

/** A sign-in page's heading and the sentence under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{title}</h1>
      {children ? <p className="text-sm text-pretty text-muted-foreground">{children}</p> : null}
    </div>
  )
}
