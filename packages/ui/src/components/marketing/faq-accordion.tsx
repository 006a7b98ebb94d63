import { useTranslation } from 'react-i18next'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion'
import type { FaqKey } from '../../lib/faq/faq-items'

interface FaqAccordionProps {
  keys: readonly FaqKey[]
  /** Extra classes for the item at an index (e.g. hidden on small screens). */
  itemClassName?: (index: number) => string | undefined
}

/** Questions of the `faq` namespace, one open at a time. */
export function FaqAccordion({ keys, itemClassName }: FaqAccordionProps) {
  const { t } = useTranslation('faq')
  return (
    <Accordion type="single" collapsible className="rounded-xl border bg-card px-5 sm:px-6">
      {keys.map((key, index) => (
        <AccordionItem key={key} value={key} className={itemClassName?.(index)}>
          <AccordionTrigger>{t(`items.${key}.question`)}</AccordionTrigger>
          <AccordionContent>{t(`items.${key}.answer`)}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
