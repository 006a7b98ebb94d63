import type { Period } from '@amply/api/entities/billing'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { FaqAccordion } from '../../../components/marketing/faq-accordion'
import { PageHero } from '../../../components/marketing/page-hero'
import { SectionHeading } from '../../../components/marketing/section-heading'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { BillingPeriodToggle } from './billing-period-toggle'
import { PlanGrid } from './plan-grid'

/** `/pricing`: the plans of `client/plans`, monthly or yearly, with their allowances. */
export function PricingPage() {
  const { t } = useTranslation('pages')
  const [period, setPeriod] = useState<Period>('month')
  return (
    <>
      <PageMeta
        title={t('pricing.title')}
        path={paths.pricing}
        description={t('pricing.description')}
      />
      <PageHero
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.heading')}
        lead={t('pricing.lead')}
      />
      <section
        aria-label={t('pricing.plansLabel')}
        className="mx-auto flex max-w-7xl flex-col items-center gap-10 px-4 py-14 sm:px-6"
      >
        <BillingPeriodToggle period={period} onChange={setPeriod} />
        <PlanGrid period={period} />
        <p className="max-w-2xl text-center text-sm text-pretty text-muted-foreground">
          {t('pricing.note')}
        </p>
      </section>
      <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl px-4 pb-8 sm:px-6">
        <SectionHeading id="pricing-faq" title={t('pricing.faqHeading')} />
        <FaqAccordion keys={['trial', 'allowances', 'cancel', 'limitReached']} />
      </section>
      <CallToAction
        heading={t('pricing.ctaHeading')}
        body={t('pricing.ctaBody')}
        button={t('pricing.ctaButton')}
      />
    </>
  )
}
