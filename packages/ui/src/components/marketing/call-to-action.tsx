import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '../ui/button'
import { paths } from '../../lib/paths'

interface CallToActionProps {
  heading: string
  body: string
  button: string
  /** Where the button goes: registering, unless the page says otherwise. */
  to?: string
}

/** The closing band of a marketing page: one sentence and one primary action. */
export function CallToAction({ heading, body, button, to = paths.register }: CallToActionProps) {
  return (
    <section className="px-4 py-16 below-fold-80 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{heading}</h2>
        <p className="max-w-xl text-lg text-pretty text-primary-foreground/90">{body}</p>
        <Button asChild size="lg" variant="secondary">
          <Link to={to}>
            {button}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </div>
    </section>
  )
}
