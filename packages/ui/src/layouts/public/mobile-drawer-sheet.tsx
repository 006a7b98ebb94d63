import { brand } from '@amply/api/brand'
import { MailIcon } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NavDrawerSheet } from '../../components/nav-drawer-sheet'
import { Button } from '../../components/ui/button'
import { paths, signedInHome } from '../../lib/paths'
import { companyLinks, legalLinks, menuLinks, productLinks } from './public-nav'

const itemClass =
  'flex min-h-10 items-center rounded-md px-3 text-sm text-foreground/90 transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * The phone menu's drawer (260 px wide, docs/product.md#public-layout): the product pages, then the
 * product group (About us, FAQs, under the product's name), Legal, and Get in Touch (Contact Us,
 * the support mail).
 */
export function MobileDrawerSheet({
  open,
  onOpenChange,
  signedIn,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  signedIn: boolean
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  return (
    <NavDrawerSheet
      open={open}
      onOpenChange={onOpenChange}
      label={t('nav.menu')}
      closeLabel={t('nav.closeMenu')}
      returnFocusTo={returnFocusTo}
      className="w-[260px]"
    >
      {/* A link followed closes the drawer. */}
      <nav
        aria-label={t('nav.menu')}
        className="flex-1 space-y-5 overflow-y-auto p-3"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onOpenChange(false)
        }}
      >
        <Group label={t('nav.products')}>
          {[...productLinks, ...menuLinks].map((item) => (
            <Link key={item.to} to={item.to} className={itemClass}>
              {t(item.key)}
            </Link>
          ))}
        </Group>
        <Group label={brand.name}>
          {companyLinks.map((item) => (
            <Link key={item.to} to={item.to} className={itemClass}>
              {t(item.key)}
            </Link>
          ))}
        </Group>
        <Group label={t('nav.legal')}>
          {legalLinks.map((item) => (
            <Link key={item.to} to={item.to} className={itemClass}>
              {t(item.key)}
            </Link>
          ))}
        </Group>
        <Group label={t('nav.getInTouch')}>
          <Link to={paths.contactUs} className={itemClass}>
            {t('nav.contactUs')}
          </Link>
          <a href={`mailto:${brand.supportEmail}`} className={`${itemClass} gap-2`}>
            <MailIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{brand.supportEmail}</span>
          </a>
        </Group>
      </nav>
      <div
        className="grid gap-2 border-t p-3"
        onClick={(event) => {
          if ((event.target as Element).closest('a')) onOpenChange(false)
        }}
      >
        {signedIn ? (
          <Button asChild>
            <Link to={signedInHome}>{t('nav.dashboard')}</Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={paths.register}>{t('nav.registerNow')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.login}>{t('nav.login')}</Link>
            </Button>
          </>
        )}
      </div>
    </NavDrawerSheet>
  )
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <p className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </p>
      <div className="flex flex-col">{children}</div>
    </div>
  )
}
