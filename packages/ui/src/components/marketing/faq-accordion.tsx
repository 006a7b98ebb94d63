import { ChevronDownIcon } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/utils'
import type { FaqKey } from '../../lib/faq/faq-items'

interface FaqAccordionProps {
  keys: readonly FaqKey[]
  /** Extra classes for the item at an index (e.g. hidden on small screens). */
  itemClassName?: (index: number) => string | undefined
}

/**
 * Questions of the `faq` namespace, one open at a time: the browser's own disclosure
 * (`<details name>`), so the answers are in the page for search engines and find-in-page, the
 * questions open before any script has run, and hydrating them costs nothing.
 */
export function FaqAccordion({ keys, itemClassName }: FaqAccordionProps) {
  const { t } = useTranslation('faq')
  const group = useId()
  return (
    <div className="rounded-xl border bg-card px-5 sm:px-6">
      {keys.map((key, index) => (
        <details
          key={key}
          name={group}
          className={cn(
            'group border-b [interpolate-size:allow-keywords] last:border-b-0',
            // The answer opens and closes over 200 ms where the browser can animate it.
            'details-content:h-0 details-content:overflow-clip details-content:transition-[height,content-visibility] details-content:transition-discrete details-content:duration-200 details-content:ease-out open:details-content:h-auto motion-reduce:details-content:transition-none',
            itemClassName?.(index),
          )}
        >
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-start text-base font-medium transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {t(`items.${key}.question`)}
            <ChevronDownIcon
              aria-hidden="true"
              className="pointer-events-none mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 text-sm leading-relaxed text-muted-foreground">
            {t(`items.${key}.answer`)}
          </p>
        </details>
      ))}
    </div>
  )
}
