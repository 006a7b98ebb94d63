import { brand } from '@amply/api/brand'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router'
import { BrandLogo } from '../../components/brand-logo'
import { LanguageMenu } from '../../components/settings/language-menu'
import { SettingsButton } from '../../components/settings/settings-button'
import { paths } from '../../lib/paths'
import { AuthShowcase } from './auth-showcase'
import { textLinkVariants } from '../../components/ui/text-link'

const homeLinkClass = 'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * The sign-in pages' layout (docs/product.md#sign-in): the illustration beside the form on wide
 * screens, the form alone on phones, in a column at most 480 px wide. The language menu, the
 * settings drawer and a link home stay at hand.
 */
export function AuthLayout() {
  const { t } = useTranslation(['auth', 'common'])
  const year = new Date().getFullYear()
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:ring-[3px] focus:ring-ring/50"
      >
        {t('common:skipToContent')}
      </a>
      <AuthShowcase
        className="hidden lg:flex"
        homeLink={
          <Link
            to={paths.home}
            aria-label={t('common:nav.home', { name: brand.name })}
            className={homeLinkClass}
          >
            <BrandLogo />
          </Link>
        }
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-2 px-4 sm:px-6">
          <Link
            to={paths.home}
            aria-label={t('common:nav.home', { name: brand.name })}
            className={`${homeLinkClass} lg:hidden`}
          >
            <BrandLogo />
          </Link>
          <div className="ms-auto flex items-center gap-1">
            <LanguageMenu />
            <SettingsButton />
          </div>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 justify-center px-4 py-6 outline-none sm:items-center sm:px-6 sm:py-10"
        >
          <div className="w-full max-w-120">
            <Outlet />
          </div>
        </main>
        <footer className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-6 text-xs text-muted-foreground">
          <span>{t('common:footer.copyright', { year, entity: brand.legalEntity })}</span>
          <Link to={paths.termsAndConditions} className={textLinkVariants({ tone: 'inherit' })}>
            {t('common:footer.termsAndConditions')}
          </Link>
          <Link to={paths.privacyPolicy} className={textLinkVariants({ tone: 'inherit' })}>
            {t('common:footer.privacyPolicy')}
          </Link>
        </footer>
      </div>
    </div>
  )
}
