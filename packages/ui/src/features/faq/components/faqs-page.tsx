import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { PageHero } from '../../../components/marketing/page-hero'
import { faqGroups } from '../../../lib/faq/faq-items'
import { asksForFaqContact, faqContactSectionId } from '../../../lib/faq/faq-navigation'
import { FaqAccordion } from '../../../components/marketing/faq-accordion'
import { FaqContactSection } from './faq-contact-section'

/** `/faqs`: every question by topic, then the contact section ("More FAQs" scrolls there). */
export function FaqsPage() {
  const { t } = useTranslation(['pages', 'faq'])
  const state: unknown = useLocation().state
  const scrollToContact = asksForFaqContact(state)

  useEffect(() => {
    if (!scrollToContact) return
    document.getElementById(faqContactSectionId)?.scrollIntoView({ block: 'start' })
  }, [scrollToContact])

  return (
    <>
      <PageMeta
        title={t('pages:faqs.title')}
        path={paths.faqs}
        description={t('pages:faqs.description')}
      />
      <PageHero
        eyebrow={t('pages:faqs.eyebrow')}
        title={t('pages:faqs.heading')}
        lead={t('pages:faqs.lead')}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-14 sm:px-6">
        {faqGroups.map(({ group, keys }) => (
          <section key={group} aria-labelledby={`faq-${group}`}>
            <h2 id={`faq-${group}`} className="mb-4 text-xl font-semibold">
              {t(`faq:groups.${group}`)}
            </h2>
            <FaqAccordion keys={keys} />
          </section>
        ))}
      </div>
      <FaqContactSection />
    </>
  )
}
