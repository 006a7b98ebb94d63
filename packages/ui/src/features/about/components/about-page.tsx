import { HeartHandshakeIcon, LayersIcon, ReceiptTextIcon, ShieldCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { paths } from '../../../lib/paths'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { PageHero } from '../../../components/marketing/page-hero'
import { SectionHeading } from '../../../components/marketing/section-heading'

const values = [
  { key: 'privacy', icon: ShieldCheckIcon },
  { key: 'choice', icon: LayersIcon },
  { key: 'clarity', icon: ReceiptTextIcon },
  { key: 'people', icon: HeartHandshakeIcon },
] as const

const numbers = ['languages', 'families', 'formats', 'trial'] as const

/** `/about-us`: the mission, what Amply stands for and a few facts. */
export function AboutPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageMeta
        title={t('about.title')}
        path={paths.aboutUs}
        description={t('about.description')}
      />
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.heading')} lead={t('about.lead')} />
      <section aria-labelledby="mission" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="mission" className="text-2xl font-bold tracking-tight">
          {t('about.missionHeading')}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
          {t('about.mission')}
        </p>
      </section>
      <section aria-labelledby="values" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <SectionHeading id="values" title={t('about.valuesHeading')} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.key} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <value.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{t(`about.values.${value.key}.title`)}</h3>
              <p className="text-sm text-pretty text-muted-foreground">
                {t(`about.values.${value.key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="numbers" className="border-y bg-muted/30">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionHeading id="numbers" title={t('about.numbersHeading')} />
          <dl className="grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {numbers.map((key) => (
              <div key={key} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-muted-foreground">{t(`about.numbers.${key}.label`)}</dt>
                <dd className="text-4xl font-bold text-primary">
                  {t(`about.numbers.${key}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <CallToAction
        heading={t('about.ctaHeading')}
        body={t('about.ctaBody')}
        button={t('about.ctaButton')}
      />
    </>
  )
}
