import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageHero } from '../../../components/marketing/page-hero'
import { SectionHeading } from '../../../components/marketing/section-heading'
import { StepList } from '../../../components/marketing/step-list'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { ReferralPanel } from './referral-panel'
import { textLinkVariants } from '../../../components/ui/text-link'

const steps = ['share', 'join', 'earn'] as const
const questions = ['who', 'when', 'affiliate'] as const

/**
 * `/refer-and-earn`: the referral programme, with the visitor's own link for a signed-in
 * visitor and a way to register or log in for a guest.
 */
export function ReferAndEarnPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageMeta
        title={t('referAndEarn.title')}
        path={paths.referAndEarn}
        description={t('referAndEarn.description')}
      />
      <PageHero
        eyebrow={t('referAndEarn.eyebrow')}
        title={t('referAndEarn.heading')}
        lead={t('referAndEarn.lead')}
      />
      <div className="mx-auto max-w-2xl px-4 pt-12 sm:px-6 sm:pt-16">
        <ReferralPanel />
      </div>
      <section aria-labelledby="referral-steps" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading id="referral-steps" title={t('referAndEarn.stepsHeading')} />
        <StepList
          steps={steps.map((step) => ({
            key: step,
            title: t(`referAndEarn.steps.${step}.title`),
            body: t(`referAndEarn.steps.${step}.body`),
          }))}
        />
      </section>
      <section aria-labelledby="referral-faq" className="border-t bg-muted/30">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <h2 id="referral-faq" className="text-2xl font-bold tracking-tight">
            {t('referAndEarn.faqHeading')}
          </h2>
          <dl className="mt-6 space-y-6">
            {questions.map((question) => (
              <div key={question}>
                <dt className="font-semibold">{t(`referAndEarn.faq.${question}.question`)}</dt>
                <dd className="mt-1.5 text-pretty text-muted-foreground">
                  {t(`referAndEarn.faq.${question}.answer`)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-8">
            <Link to={paths.affiliates} className={textLinkVariants()}>
              {t('referAndEarn.affiliateLink')}
            </Link>
          </p>
        </div>
      </section>
    </>
  )
}
