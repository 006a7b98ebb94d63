import { paths } from '../lib/paths'

/**
 * The pages written to static HTML at build time: every public page (crawlers and first paint
 * need no JavaScript) and the sign-in pages (they paint at once). Signed-in pages are not. A
 * path with a parameter (`/client/activate/:token`) is written once and served for any value.
 */
export const prerenderPaths: readonly string[] = [
  paths.home,
  paths.notFound,
  paths.login,
  paths.register,
  paths.otp,
  paths.ssoVerify,
  paths.activate,
  paths.resendActivation,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
  paths.faqs,
  paths.pricing,
  paths.aiFeatures,
  paths.learning,
  paths.affiliates,
  paths.referAndEarn,
  paths.contactUs,
  paths.apps,
  paths.aboutUs,
  paths.email,
  paths.privacyPolicy,
  paths.termsAndConditions,
  paths.termsOfUse,
  paths.disclaimer,
  paths.refundPolicy,
]
