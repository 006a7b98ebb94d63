import { useTranslation } from 'react-i18next'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { PageHero } from '../../../components/marketing/page-hero'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { guides } from '../lib/guides'
import { GuideContents } from './guide-contents'
import { GuideSection } from './guide-section'

/** `/learning`: a step-by-step guide per feature, with a table of contents beside them. */
export function LearningPage() {
  const { t } = useTranslation('learning')
  return (
    <>
      <PageMeta title={t('title')} path={paths.learning} description={t('description')} />
      <PageHero eyebrow={t('eyebrow')} title={t('heading')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <GuideContents />
        <div className="mt-10 space-y-16 lg:mt-0">
          {guides.map((guide) => (
            <GuideSection key={guide.key} guide={guide} />
          ))}
        </div>
      </div>
      <CallToAction heading={t('ctaHeading')} body={t('ctaBody')} button={t('ctaButton')} />
    </>
  )
}
