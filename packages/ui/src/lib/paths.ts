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
  /** A stored conversation of chat, write, translate or read (docs/decisions.md). */
  dashboardChatConversation: '/dashboard/chat/:conversationId',
  dashboardWriteConversation: '/dashboard/write/:conversationId',
  dashboardTranslateConversation: '/dashboard/translate/:conversationId',
  dashboardReadConversation: '/dashboard/read/:conversationId',
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
export const accountTabs = [
  'profile',
  'plan',
  'billing',
  'usage',
  'security',
  'sessions',
  'data',
] as const
export type AccountTab = (typeof accountTabs)[number]

/** Whether a path segment names a tab of the account page. */
export function isAccountTab(value: string | undefined): value is AccountTab {
  return accountTabs.some((tab) => tab === value)
}

/** The address of one tab of the account page. */
export function accountTabPath(tab: AccountTab): string {
  return paths.accountTab.replace(':tab', tab)
}

/** The screens whose stored conversations have addresses of their own. */
export type ConversationTool = 'chat' | 'write' | 'translate' | 'read'

const conversationRoutes: Record<ConversationTool, { empty: string; stored: string }> = {
  chat: { empty: paths.dashboardChat, stored: paths.dashboardChatConversation },
  write: { empty: paths.dashboardWrite, stored: paths.dashboardWriteConversation },
  translate: { empty: paths.dashboardTranslate, stored: paths.dashboardTranslateConversation },
  read: { empty: paths.dashboardRead, stored: paths.dashboardReadConversation },
}

/**
 * The address of a stored conversation of a tool, or of the tool's empty one (a new chat) when
 * `sessionId` is null.
 */
export function conversationPath(tool: ConversationTool, sessionId: string | null): string {
  const route = conversationRoutes[tool]
  return sessionId
    ? route.stored.replace(':conversationId', encodeURIComponent(sessionId))
    : route.empty
}

/** The route pattern of a tool with its optional conversation (`/dashboard/chat/:conversationId?`). */
export const conversationRoute = (tool: ConversationTool) => `${conversationRoutes[tool].stored}?`
