import type { ReactNode } from 'react'

interface PageHeroProps {
  eyebrow?: string
  title: string
  lead: string
  children?: ReactNode
}

/** The top of an informational page: its h1, a one-paragraph lead and optional actions. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b bg-muted/30">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-48 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-linear-to-r from-brand-from/15 to-brand-to/15 blur-3xl"
      />
      <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-pretty text-muted-foreground">{lead}</p>
        {children ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        ) : null}
      </div>
    </section>
  )
}
