/** Every route of the product (docs/product.md#public-site, #sign-in, #workspace), named once. */
export const paths = {
  home: '/',
  aiFeatures: '/ai-features',
  learning: '/learning',
  pricing: '/pricing',
  affiliates: '/affiliates',
  apps: '/apps',
  faqs: '/faqs',
  contactUs: '/contact-us',
  aboutUs: '/about-us',
  referAndEarn: '/refer-and-earn',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  termsOfUse: '/terms-of-use',
  disclaimer: '/disclaimer',
  refundPolicy: '/refund-policy',
  email: '/email',
  notFound: '/404',
  login: '/auth/jwt/login',
  otp: '/auth/jwt/otp',
  register: '/auth/jwt/register',
  ssoVerify: '/auth/jwt/verify',
  activate: '/client/activate/:token',
  resendActivation: '/client/resend-activation-link',
  forgotPassword: '/client/forgot-password',
  resetPassword: '/client/reset-password/:token',
  /** The link of the email-change mail: makes the new address the account's. */
  confirmEmail: '/client/confirm-email/:token',
  payment: '/client/payment',
  paymentStatus: '/client/payment/status',
  subscriptionUpdate: '/client/subscription-update',
  buyAdvanceCredit: '/client/buy-advance-credit',
  /** Operators only: the plan catalogue (admin/plan, admin/plan/credit). */
  adminPlans: '/dashboard/admin/plans',
  dashboard: '/dashboard',
  dashboardChat: '/dashboard/chat',
  dashboardArt: '/dashboard/art',
  dashboardWrite: '/dashboard/write',
  dashboardRead: '/dashboard/read',
  dashboardTranslate: '/dashboard/translate',
  account: '/dashboard/user/account',
  accountTab: '/dashboard/user/account/:tab',
  /** Edits the same profile as the account page's profile tab. */
  userEdit: '/dashboard/user/:id/edit',
  share: '/share/:shareType/:shareId',
  /** `kind` is chat, write or translate; or, in the earlier form, the first of two ids. */
  shareContinue: '/dashboard/share/continue/:kind/:shareId',
} as const

/** Where a signed-in visitor lands by default (docs/product.md#guards: chat). */
export const signedInHome = paths.dashboardChat

/**
 * The account page's tabs (docs/product.md#account); the bare account path redirects to the first.
 */
export const accountTabs = ['profile', 'plan', 'billing', 'usage', 'security', 'sessions'] as const
export type AccountTab = (typeof accountTabs)[number]

/** Whether a path segment names a tab of the account page. */
export function isAccountTab(value: string | undefined): value is AccountTab {
  return accountTabs.some((tab) => tab === value)
}

/** The address of one tab of the account page. */
export function accountTabPath(tab: AccountTab): string {
  return paths.accountTab.replace(':tab', tab)
}
