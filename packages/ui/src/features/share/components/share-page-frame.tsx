import { brand } from '@amply/api/brand'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BrandLogo } from '../../../components/brand-logo'
import { LanguageMenu } from '../../../components/settings/language-menu'
import { SettingsButton } from '../../../components/settings/settings-button'
import { paths } from '../../../lib/paths'
import { textLinkVariants } from '../../../components/ui/text-link'

const homeLinkClass = 'rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * The frame of the public share pages, outside the site's layouts: the brand linking home,
 * language and settings, the page's own action (continue), and a footer naming the product.
 */
export function SharePageFrame({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation()
  const { t: tShare } = useTranslation('share')
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-1 px-4 sm:px-6">
          <Link
            to={paths.home}
            aria-label={t('nav.home', { name: brand.name })}
            className={homeLinkClass}
          >
            <BrandLogo />
          </Link>
          <span className="flex-1" />
          <LanguageMenu />
          <SettingsButton />
          {action && <span className="ms-1">{action}</span>}
        </div>
      </header>
      <main className="mx-auto w-full max-w-[46rem] flex-1 px-4 py-8 sm:py-12">{children}</main>
      <footer className="border-t">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
          <p>{tShare('view.footer', { name: brand.name, tagline: brand.tagline })}</p>
          <Link
            to={paths.home}
            className={textLinkVariants({
              tone: 'inherit',
              className: 'font-medium text-foreground',
            })}
          >
            {tShare('view.discover', { name: brand.name })}
          </Link>
        </div>
      </footer>
    </div>
  )
}
