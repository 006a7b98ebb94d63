import { brand } from '@amply/api/brand'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BrandLogo } from '../../components/brand-logo'
import { paths } from '../../routes/paths'

const links = [
  { to: paths.faqs, key: 'footer.faqs' },
  { to: paths.aboutUs, key: 'footer.aboutUs' },
  { to: paths.privacyPolicy, key: 'footer.privacyPolicy' },
  { to: paths.termsAndConditions, key: 'footer.termsAndConditions' },
  { to: paths.termsOfUse, key: 'footer.termsOfUse' },
  { to: paths.disclaimer, key: 'footer.disclaimer' },
  { to: paths.refundPolicy, key: 'footer.refundPolicy' },
  { to: paths.contactUs, key: 'footer.contactUs' },
] as const

export function PublicFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_2fr]">
        <div className="space-y-3">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">{brand.tagline}</p>
          <a className="text-sm font-medium hover:underline" href={`mailto:${brand.supportEmail}`}>
            {brand.supportEmail}
          </a>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">
        {t('footer.copyright', { year: new Date().getFullYear(), entity: brand.legalEntity })}
      </p>
    </footer>
  )
}
