import { brand } from '@amply/api/brand'
import { ChevronDownIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { BrandLogo } from '../../components/brand-logo'
import { LanguageMenu } from '../../components/settings/language-menu'
import { SettingsButton } from '../../components/settings/settings-button'
import { Button } from '../../components/ui/button'
import { DisclosureMenu, disclosureItemClass } from '../../components/ui/disclosure-menu'
import { useSignedInHint } from '../../lib/hooks/use-signed-in-hint'
import { cn } from '../../lib/utils'
import { paths, signedInHome } from '../../lib/paths'
import { MobileDrawer } from './mobile-drawer'
import { menuLinks, productLinks } from './public-nav'

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive && 'text-foreground',
  )

/**
 * The public top bar: Products (AI Features, Apps), Learning and Pricing on wide screens, the
 * drawer on phones; a Dashboard button for signed-in visitors, Register now and Login for others.
 */
export function PublicHeader() {
  const { t } = useTranslation()
  const signedIn = useSignedInHint()
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 stretch:max-w-none">
        <MobileDrawer signedIn={signedIn} />
        <Link
          to={paths.home}
          aria-label={t('nav.home', { name: brand.name })}
          className="me-4 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          <DisclosureMenu
            label={
              <>
                {t('nav.products')}
                <ChevronDownIcon className="size-4" aria-hidden="true" />
              </>
            }
            buttonClassName={cn(navLinkClass({ isActive: false }), 'gap-1')}
            panelClassName="w-72"
          >
            {(close) =>
              productLinks.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  onClick={close}
                  className={cn(disclosureItemClass, 'flex-col items-start gap-0.5')}
                >
                  <span className="font-medium">{t(item.key)}</span>
                  <span className="text-xs text-muted-foreground">{t(item.descriptionKey)}</span>
                </Link>
              ))
            }
          </DisclosureMenu>
          {menuLinks.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClass}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <LanguageMenu />
          </div>
          <SettingsButton />
          {signedIn ? (
            <Button asChild className="ms-1">
              <Link to={signedInHome}>{t('nav.dashboard')}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="ms-1 hidden sm:inline-flex">
                <Link to={paths.login}>{t('nav.login')}</Link>
              </Button>
              <Button asChild className="ms-1">
                <Link to={paths.register}>{t('nav.registerNow')}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
