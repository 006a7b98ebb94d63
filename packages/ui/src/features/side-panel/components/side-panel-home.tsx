import { brand } from '@amply/api/brand'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { BrandLogo } from '../../../components/brand-logo'
import { Button } from '../../../components/ui/button'

/** What the browser extension's side panel shows first. */
export function SidePanelHome({ websiteUrl }: { websiteUrl: string }) {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-dvh flex-col gap-6 p-5">
      <BrandLogo />
      <section className="space-y-2">
        <h1 className="text-xl font-semibold">{t('sidePanel.title', { name: brand.name })}</h1>
        <p className="text-sm text-muted-foreground">{t('sidePanel.body')}</p>
      </section>
      <Button asChild className="self-start">
        <a href={websiteUrl} target="_blank" rel="noreferrer">
          {t('sidePanel.openWebsite', { name: brand.name })}
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    </main>
  )
}
