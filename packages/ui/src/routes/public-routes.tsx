import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { paths } from '../lib/paths'
import { withServerState } from './server-state-route'

const legalPages = () => import('../features/legal/components/legal-pages')

/** The pages inside the public layout (header and footer). */
export function publicRoutes(i18n: I18n): RouteObject[] {
  return [
    {
      index: true,
      ...lazyRoute(
        i18n,
        ['home', 'faq'],
        () => import('../features/home/components/home-page'),
        (m) => m.HomePage,
      ),
    },
    {
      path: paths.faqs,
      ...lazyRoute(
        i18n,
        ['pages', 'faq'],
        () => import('../features/faq/components/faqs-page'),
        (m) => m.FaqsPage,
      ),
    },
    {
      path: paths.learning,
      ...lazyRoute(
        i18n,
        ['learning'],
        () => import('../features/learning/components/learning-page'),
        (m) => m.LearningPage,
      ),
    },
    {
      path: paths.affiliates,
      ...lazyRoute(
        i18n,
        ['pages'],
        () => import('../features/affiliates/components/affiliates-page'),
        (m) => m.AffiliatesPage,
      ),
    },
    {
      path: paths.apps,
      ...lazyRoute(
        i18n,
        ['pages'],
        () => import('../features/apps/components/apps-page'),
        (m) => m.AppsPage,
      ),
    },
    {
      path: paths.aboutUs,
      ...lazyRoute(
        i18n,
        ['pages'],
        () => import('../features/about/components/about-page'),
        (m) => m.AboutPage,
      ),
    },
    {
      path: paths.email,
      ...lazyRoute(
        i18n,
        ['pages'],
        () => import('../features/email/components/email-page'),
        (m) => m.EmailPage,
      ),
    },
    {
      path: paths.privacyPolicy,
      ...lazyRoute(i18n, ['legal'], legalPages, (m) => m.PrivacyPolicyPage),
    },
    {
      path: paths.termsAndConditions,
      ...lazyRoute(i18n, ['legal'], legalPages, (m) => m.TermsAndConditionsPage),
    },
    { path: paths.termsOfUse, ...lazyRoute(i18n, ['legal'], legalPages, (m) => m.TermsOfUsePage) },
    { path: paths.disclaimer, ...lazyRoute(i18n, ['legal'], legalPages, (m) => m.DisclaimerPage) },
    {
      path: paths.refundPolicy,
      ...lazyRoute(i18n, ['legal'], legalPages, (m) => m.RefundPolicyPage),
    },
    // The pages that show server data (refer and earn: the signed-in user's own link): the
    // home page's first code must not bring the cache.
    withServerState([
      {
        path: paths.referAndEarn,
        ...lazyRoute(
          i18n,
          ['pages'],
          () => import('../features/refer-and-earn/components/refer-and-earn-page'),
          (m) => m.ReferAndEarnPage,
        ),
      },
      {
        path: paths.pricing,
        ...lazyRoute(
          i18n,
          ['pages', 'faq'],
          () => import('../features/pricing/components/pricing-page'),
          (m) => m.PricingPage,
        ),
      },
      {
        path: paths.aiFeatures,
        ...lazyRoute(
          i18n,
          ['pages'],
          () => import('../features/ai-features/components/ai-features-page'),
          (m) => m.AiFeaturesPage,
        ),
      },
      {
        path: paths.contactUs,
        ...lazyRoute(
          i18n,
          ['pages', 'auth'],
          () => import('../features/contact/components/contact-page'),
          (m) => m.ContactPage,
        ),
      },
    ]),
  ]
}
