import type { QueryKey } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { routeKey } from '../../../lib/server-state/route-key'
import type { AccountTab } from '../../../lib/paths'

/** The tabs whose code has arrived: they render at once, without a Suspense fallback. */
export const loadedTabs: Partial<Record<AccountTab, ComponentType>> = {}

const load = (tab: AccountTab, code: () => Promise<ComponentType>) => async () => {
  const Panel = await code()
  loadedTabs[tab] = Panel
  return { default: Panel }
}

/** Each tab's code, downloaded when it is opened or about to be (the chart, the crop tool). */
export const tabCode: Record<AccountTab, () => Promise<{ default: ComponentType }>> = {
  profile: load('profile', () => import('../profile/profile-tab').then((m) => m.ProfileTab)),
  plan: load('plan', () => import('../plan/plan-tab').then((m) => m.PlanTab)),
  billing: load('billing', () => import('../billing/billing-tab').then((m) => m.BillingTab)),
  usage: load('usage', () => import('../usage/usage-tab').then((m) => m.UsageTab)),
  security: load('security', () => import('../security/security-tab').then((m) => m.SecurityTab)),
  sessions: load('sessions', () => import('../sessions/sessions-tab').then((m) => m.SessionsTab)),
  data: load('data', () => import('../data/data-tab').then((m) => m.DataTab)),
}

/** The server data each tab shows first (the profile and security tabs read the user's own). */
const tabData: Partial<Record<AccountTab, readonly QueryKey[]>> = {
  plan: [routeKey('getSubscription')],
  billing: [routeKey('listAddresses')],
  usage: [
    routeKey('monthUsage'),
    routeKey('dailyUsage', { query: {} }),
    routeKey('getSubscription'),
  ],
  sessions: [routeKey('activeSessions')],
}

/**
 * A tab the pointer or focus reaches is about to open: its code and data come meanwhile, so it
 * opens without a wait. Data already cached and fresh is not asked again.
 */
export function preloadAccountTab(tab: AccountTab, prefetch: (keys: readonly QueryKey[]) => void) {
  void tabCode[tab]()
  prefetch(tabData[tab] ?? [])
}
