import type { JsonRouteName } from '@amply/api/client'

/**
 * The account's billing reads: a payment, a dropped checkout or a plan change can move any of
 * them, so they are asked again together.
 */
export const billingRoutes = [
  'getSubscription',
  'listAddresses',
  'monthUsage',
  'dailyUsage',
  'listPlans',
  'listCreditPacks',
  'listGateways',
  'listInvoices',
  'listPendingPayments',
  'quotePayment',
  'paymentSession',
] as const satisfies readonly JsonRouteName[]
