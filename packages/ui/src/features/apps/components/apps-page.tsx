import { brand } from '@amply/api/brand'
import { DownloadIcon, GlobeIcon, SmartphoneIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CallToAction } from '../../../components/marketing/call-to-action'
import { PageHero } from '../../../components/marketing/page-hero'
import { SectionHeading } from '../../../components/marketing/section-heading'
import { PageMeta } from '../../../components/page-meta'
import { Badge } from '../../../components/ui/badge'
import { buttonVariants } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'
import { browserTiles, extensionDownloadPath, phoneTiles } from '../lib/app-tiles'

/**
 * `/apps`: the browser extension for Chrome, Edge and Firefox (real downloads), and the phone
 * apps blurred under "Coming soon".
 */
export function AppsPage() {
  const { t } = useTranslation('pages')
  return (
    <>
      <PageMeta title={t('apps.title')} path={paths.apps} description={t('apps.description')} />
      <PageHero eyebrow={t('apps.eyebrow')} title={t('apps.heading')} lead={t('apps.lead')} />
      <section aria-labelledby="browsers" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
        <SectionHeading id="browsers" title={t('apps.browsersHeading')}>
          {t('apps.browsersLead')}
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-3">
          {browserTiles.map((browser) => (
            <li key={browser} className="flex flex-col gap-4 rounded-2xl border bg-card p-6">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <GlobeIcon aria-hidden="true" className="size-6" />
              </span>
              <div className="flex-1">
                <h3 className="text-lg font-semibold">{t(`apps.browsers.${browser}.name`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`apps.browsers.${browser}.body`)}
                </p>
              </div>
              <a
                href={extensionDownloadPath(browser)}
                className={buttonVariants({ variant: 'default' })}
              >
                <DownloadIcon aria-hidden="true" />
                {t('apps.getFor', {
                  name: brand.name,
                  browser: t(`apps.browsers.${browser}.name`),
                })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="phones" className="mx-auto max-w-5xl px-4 pb-14 sm:px-6">
        <SectionHeading id="phones" title={t('apps.phonesHeading')} />
        <div className="relative">
          <ul aria-hidden="true" className="grid gap-4 blur-sm select-none sm:grid-cols-2">
            {phoneTiles.map((phone) => (
              <li key={phone} className="flex items-center gap-4 rounded-2xl border bg-card p-6">
                <span className="flex size-12 items-center justify-center rounded-xl bg-muted">
                  <SmartphoneIcon className="size-6" />
                </span>
                <div>
                  <p className="text-lg font-semibold">{t(`apps.phones.${phone}`)}</p>
                  <p className="text-sm text-muted-foreground">{t('apps.phoneBody')}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-center">
            <Badge className="px-3 py-1 text-sm">{t('apps.comingSoon')}</Badge>
            <p className="max-w-sm rounded-md bg-background/80 px-3 py-1 text-sm">
              {t('apps.comingSoonBody', {
                phones: `${t('apps.phones.android')}, ${t('apps.phones.ios')}`,
              })}
            </p>
          </div>
        </div>
      </section>
      <CallToAction
        heading={t('apps.ctaHeading')}
        body={t('apps.ctaBody')}
        button={t('apps.ctaButton')}
      />
    </>
  )
}
