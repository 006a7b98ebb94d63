import { brand } from '@amply/api/brand'
import { CopyIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppServices } from '../../lib/app-services'
import { BrandLogo } from '../../components/brand-logo'
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  TwitterIcon,
} from '../../components/icons/social-icons'
import { paths } from '../../lib/paths'
import { companyLinks, legalLinks, productLinks, socialLinks } from './public-nav'

const socialIcons = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon,
  Twitter: TwitterIcon,
} as const

const linkClass =
  'rounded-sm text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * The public footer: FAQs, About us, the legal pages, Contact Us, the support address (copied
 * on click, with its message, docs/product.md#public-layout) and the social links.
 */
export function PublicFooter() {
  const { t } = useTranslation()
  const { notifications } = useAppServices()

  const copyEmail = async () => {
    try {
      await navigator.clipboard.writeText(brand.supportEmail)
      notifications.success(t('footer.emailCopied'))
    } catch {
      // No clipboard (an old browser, a denied permission): the mail app is the way out.
      window.location.href = `mailto:${brand.supportEmail}`
    }
  }

  return (
    <footer className="border-t bg-muted/40 below-fold-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <BrandLogo />
          <p className="max-w-xs text-sm text-muted-foreground">{brand.tagline}</p>
          <button
            type="button"
            onClick={() => {
              void copyEmail()
            }}
            aria-label={t('footer.copyEmail', { email: brand.supportEmail })}
            className={`${linkClass} inline-flex min-h-10 items-center gap-2 text-sm font-medium text-foreground`}
          >
            {brand.supportEmail}
            <CopyIcon className="size-4" aria-hidden="true" />
          </button>
          <ul className="flex gap-1">
            {socialLinks.map((link) => {
              const Icon = socialIcons[link.network]
              return (
                <li key={link.network}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { name: brand.name, network: link.network })}
                    className={`${linkClass} inline-flex size-10 items-center justify-center rounded-md hover:bg-accent`}
                  >
                    <Icon className="size-5" />
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
        <FooterColumn title={t('footer.product')}>
          {productLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {t(link.key)}
            </Link>
          ))}
          <Link to={paths.learning} className={linkClass}>
            {t('nav.learning')}
          </Link>
          <Link to={paths.pricing} className={linkClass}>
            {t('nav.pricing')}
          </Link>
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          {companyLinks.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {t(link.key)}
            </Link>
          ))}
          <Link to={paths.affiliates} className={linkClass}>
            {t('nav.affiliates')}
          </Link>
          <Link to={paths.referAndEarn} className={linkClass}>
            {t('nav.referAndEarn')}
          </Link>
          <Link to={paths.contactUs} className={linkClass}>
            {t('footer.contactUs')}
          </Link>
        </FooterColumn>
        <FooterColumn title={t('footer.legal')}>
          {[...legalLinks, { to: paths.termsOfUse, key: 'footer.termsOfUse' } as const].map(
            (link) => (
              <Link key={link.to} to={link.to} className={linkClass}>
                {t(link.key)}
              </Link>
            ),
          )}
        </FooterColumn>
      </div>
      <p className="border-t px-4 py-5 text-center text-xs text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear(), entity: brand.legalEntity })}
      </p>
    </footer>
  )
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-label={title} className="space-y-3 text-sm">
      <h2 className="font-semibold">{title}</h2>
      <div className="flex flex-col items-start gap-2.5">{children}</div>
    </nav>
  )
}
