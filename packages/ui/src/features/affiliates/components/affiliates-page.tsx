import {
  CheckIcon,
  GraduationCapIcon,
  MegaphoneIcon,
  ShieldCheckIcon,
  UsersRoundIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { PageHero } from '../../../components/marketing/page-hero'
import { SectionHeading } from '../../../components/marketing/section-heading'
import { StepList } from '../../../components/marketing/step-list'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { textLinkVariants } from '../../../components/ui/text-link'

const audiences = [
  { key: 'creators', icon: MegaphoneIcon },
  { key: 'educators', icon: GraduationCapIcon },
  { key: 'communities', icon: UsersRoundIcon },
] as const

const steps = ['apply', 'share', 'earn'] as const
const perks = ['trial', 'tracking', 'support', 'assets'] as const

/**
 * `/affiliates`: who the affiliate programme is for, how it works and what it asks. Applying
 * goes through the contact form; an affiliate's link is their referral link.
 */
export function AffiliatesPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageMeta
        title={t('affiliates.title')}
        path={paths.affiliates}
        description={t('affiliates.description')}
      />
      <PageHero
        eyebrow={t('affiliates.eyebrow')}
        title={t('affiliates.heading')}
        lead={t('affiliates.lead')}
      >
        <Button asChild size="lg">
          <Link to={paths.contactUs}>{t('affiliates.apply')}</Link>
        </Button>
      </PageHero>
      <section
        aria-labelledby="affiliate-audience"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6"
      >
        <SectionHeading id="affiliate-audience" title={t('affiliates.audienceHeading')}>
          {t('affiliates.audienceLead')}
        </SectionHeading>
        <ul className="grid gap-4 md:grid-cols-3">
          {audiences.map((audience) => (
            <li key={audience.key} className="flex flex-col gap-3 rounded-xl border bg-card p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <audience.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{t(`affiliates.audience.${audience.key}.title`)}</h3>
              <p className="text-sm text-pretty text-muted-foreground">
                {t(`affiliates.audience.${audience.key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="affiliate-steps" className="border-y bg-muted/30">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <SectionHeading id="affiliate-steps" title={t('affiliates.stepsHeading')} />
          <StepList
            steps={steps.map((step) => ({
              key: step,
              title: t(`affiliates.steps.${step}.title`),
              body: t(`affiliates.steps.${step}.body`),
            }))}
          />
        </div>
      </section>
      <section
        aria-labelledby="affiliate-perks"
        className="mx-auto grid max-w-5xl gap-8 px-4 py-16 sm:px-6 md:grid-cols-2"
      >
        <div>
          <h2 id="affiliate-perks" className="text-2xl font-bold tracking-tight">
            {t('affiliates.perksHeading')}
          </h2>
          <ul className="mt-5 space-y-3">
            {perks.map((perk) => (
              <li key={perk} className="flex gap-3">
                <CheckIcon aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                <span className="text-pretty">{t(`affiliates.perks.${perk}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="self-start rounded-xl border bg-card p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-primary" />
            {t('affiliates.rulesHeading')}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-pretty text-muted-foreground">
            {t('affiliates.rules')}
          </p>
          <p className="mt-4 text-sm text-muted-foreground">
            {t('affiliates.referralHint')}{' '}
            <Link to={paths.referAndEarn} className={textLinkVariants()}>
              {t('affiliates.referralLink')}
            </Link>
          </p>
        </div>
      </section>
      <CallToAction
        heading={t('affiliates.ctaHeading')}
        body={t('affiliates.ctaBody')}
        button={t('affiliates.ctaButton')}
        to={paths.contactUs}
      />
    </>
  )
}
