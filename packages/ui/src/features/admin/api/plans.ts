import { useRouteMutation } from '../../../lib/server-state/route-mutation'
import type { ScreenRouteOptions } from '../../../lib/server-state/route-mutation'

/*
 * An operator's changes to the catalogue: the admin list and the clients' catalogue (pricing,
 * checkout) show them at once.
 */

/** Puts a plan on or off sale. */
export const useUpdatePlan = (options?: ScreenRouteOptions<'updatePlan'>) =>
  useRouteMutation('updatePlan', { ...options, invalidates: ['adminListPlans', 'listPlans'] })

/** Sets a plan's daily and monthly allowance of a credit group. */
export const useSetPlanCredit = (options?: ScreenRouteOptions<'setPlanCredit'>) =>
  useRouteMutation('setPlanCredit', { ...options, invalidates: ['adminListPlans', 'listPlans'] })
