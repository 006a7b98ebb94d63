import type { JsonRouteName, RouteInput } from '@amply/api/client'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useRouteMutation, useRoutesMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'
import { routeKey } from '../../../lib/server-state/route-key'
import { useInvalidateRoutes } from '../../../lib/server-state/use-invalidate-routes'

/**
 * What a payment, a dropped checkout or a plan change can move: the user's plan (the banner,
 * the drawer's badge) and the account's billing reads, asked again together. The model list
 * is asked for again whenever a tool page is entered.
 */
const planRoutes = [
  'getProfile',
  'getCurrentPlan',
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

/** A payment settled away from here (the gateway's status page): everything of the plan follows. */
export function useRefreshPlan() {
  const invalidate = useInvalidateRoutes()
  return useCallback(() => invalidate(planRoutes), [invalidate])
}

export type PaymentBody = RouteInput<'createPayment'>['body']

/**
 * `POST client/payment`, then the browser goes to the gateway's checkout (or, when nothing is
 * left to pay, straight to the status page). The button stays busy until the page leaves.
 */
export const useStartPayment = () =>
  useRoutesMutation(async (call, body: PaymentBody) => {
    const session = await call('createPayment', { body })
    window.location.assign(session.redirect_url)
    // Never settles: the page is leaving.
    return new Promise<never>(() => undefined)
  })

/** Drops a checkout left unpaid. */
export const useCancelPayment = (options?: ScreenRouteOptions<'cancelPayment'>) =>
  useRouteMutation('cancelPayment', { ...options, invalidates: planRoutes })

/** `POST client/subscription` (cancel, resume, downgrade): answers the details, shown at once. */
export function useChangeSubscription(options?: ScreenRouteOptions<'changeSubscription'>) {
  const queryClient = useQueryClient()
  return useRouteMutation('changeSubscription', {
    ...options,
    onSuccess: async (details, ...rest) => {
      queryClient.setQueryData(routeKey('getSubscription'), details)
      await options?.onSuccess?.(details, ...rest)
    },
    invalidates: planRoutes,
  })
}

/** Stripe's Customer Portal (cards, receipts): its address, for the browser to go to. */
export const useCustomerPortal = (options?: ScreenRouteOptions<'customerPortal'>) =>
  useRouteMutation('customerPortal', options)

/** Checks a promo code against the order (nothing is stored until a payment succeeds). */
export const useValidatePromoCode = (options?: ScreenRouteOptions<'validatePromoCode'>) =>
  useRouteMutation('validatePromoCode', options)
