import { brand } from '@amply/api/brand'
import { ArrowRight, Sparkles } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { HomeFaq } from './home-faq'

/**
 * The audience tabs sit below the first screen: their code (Radix tabs and two dozen icons)
 * starts loading with the page's, outside any render, and React hydrates them on their own
 * once it is in, after the hero.
 */
const audienceTabs = import('./audience-tabs')
const AudienceTabs = lazy(() =>
  audienceTabs.then(({ AudienceTabs }) => ({ default: AudienceTabs })),
)

export function HomePage() {
  const { t } = useTranslation('home')
  return (
    <>
      <PageMeta title={t('title')} path={paths.home} description={t('heroSubtitle')} />
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-linear-to-r from-brand-from/25 to-brand-to/25 blur-3xl"
        />
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
            <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
            {t('heroEyebrow')}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            <span className="sr-only">{brand.name}: </span>
            <span className="bg-linear-to-r from-brand-from to-brand-to bg-clip-text text-transparent">
              {brand.tagline}
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            {t('heroSubtitle')}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.register}>
                {t('startTrial')}
                <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.aiFeatures}>{t('exploreFeatures')}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('trialNote')}</p>
        </div>
      </section>
      <Suspense fallback={<div aria-busy="true" className="h-160" />}>
        <AudienceTabs />
      </Suspense>
      <HomeFaq />
      <CallToAction heading={t('cta.heading')} body={t('cta.body')} button={t('cta.button')} />
    </>
  )
}
