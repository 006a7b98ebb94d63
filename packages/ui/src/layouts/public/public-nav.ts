import { brand } from '@amply/api/brand'
import { paths } from '../../lib/paths'

/** The public site's links, shared by the top bar, the mobile drawer and the footer. */
export const productLinks = [
  { to: paths.aiFeatures, key: 'nav.aiFeatures', descriptionKey: 'nav.aiFeaturesDescription' },
  { to: paths.apps, key: 'nav.apps', descriptionKey: 'nav.appsDescription' },
] as const

export const menuLinks = [
  { to: paths.learning, key: 'nav.learning' },
  { to: paths.pricing, key: 'nav.pricing' },
] as const

export const companyLinks = [
  { to: paths.aboutUs, key: 'nav.aboutUs' },
  { to: paths.faqs, key: 'nav.faqs' },
] as const

/** The four legal links of the drawer and footer (Terms of Use is in the footer too). */
export const legalLinks = [
  { to: paths.disclaimer, key: 'footer.disclaimer' },
  { to: paths.refundPolicy, key: 'footer.refundPolicy' },
  { to: paths.privacyPolicy, key: 'footer.privacyPolicy' },
  { to: paths.termsAndConditions, key: 'footer.termsAndConditions' },
] as const

export const socialLinks = [
  { network: 'Facebook', href: brand.social.facebook },
  { network: 'Instagram', href: brand.social.instagram },
  { network: 'LinkedIn', href: brand.social.linkedin },
  { network: 'Twitter', href: brand.social.twitter },
] as const
