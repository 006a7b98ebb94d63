import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BrandLogo } from '../../../components/brand-logo'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { paths } from '../../../lib/paths'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <PageMeta title={t('notFound.title')} path={paths.notFound} noIndex />
      <Link to={paths.home} className="rounded-md">
        <BrandLogo />
      </Link>
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild>
        <Link to={paths.home}>{t('notFound.backHome')}</Link>
      </Button>
    </main>
  )
}
