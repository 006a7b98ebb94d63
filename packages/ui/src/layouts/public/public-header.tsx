import { brand } from '@amply/api/brand'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { BrandLogo } from '../../components/brand-logo'
import { Button } from '../../components/ui/button'
import { cn } from '../../lib/utils'
import { paths } from '../../routes/paths'

const menu = [
  { to: paths.aiFeatures, key: 'nav.aiFeatures' },
  { to: paths.apps, key: 'nav.apps' },
  { to: paths.learning, key: 'nav.learning' },
  { to: paths.pricing, key: 'nav.pricing' },
] as const

export function PublicHeader() {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link
          to={paths.home}
          aria-label={t('nav.home', { name: brand.name })}
          className="rounded-md"
        >
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 md:flex">
          {menu.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground',
                  isActive && 'text-foreground',
                )
              }
            >
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.login}>{t('nav.login')}</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={paths.register}>{t('nav.registerNow')}</Link>
          </Button>
        </div>
      </div>
    </header>
  )
}
