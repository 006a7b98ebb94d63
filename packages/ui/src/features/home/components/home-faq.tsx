import { FAQ_ITEMS_SMALL_SCREEN } from '@amply/api/constants'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { FaqAccordion } from '../../../components/marketing/faq-accordion'
import { homeFaqKeys } from '../../../lib/faq/faq-items'
import { scrollToFaqContact } from '../../../lib/faq/faq-navigation'
import { SectionHeading } from '../../../components/marketing/section-heading'

/**
 * The home FAQ: eight questions, five on small screens. CSS hides the extra three, so the
 * prerendered page is right at every width before any JavaScript runs.
 */
export function HomeFaq() {
  const { t } = useTranslation('home')
  return (
    <section
      aria-labelledby="faq-heading"
      className="mx-auto max-w-3xl px-4 py-16 below-fold-180 sm:px-6"
    >
      <SectionHeading id="faq-heading" title={t('faq.heading')}>
        {t('faq.subtitle')}
      </SectionHeading>
      <FaqAccordion
        keys={homeFaqKeys}
        itemClassName={(index) =>
          index >= FAQ_ITEMS_SMALL_SCREEN
            ? 'max-sm:hidden'
            : index === FAQ_ITEMS_SMALL_SCREEN - 1
              ? 'max-sm:border-b-0'
              : undefined
        }
      />
      <div className="mt-8 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.faqs} state={scrollToFaqContact}>
            {t('faq.more')}
            <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </div>
    </section>
  )
}
