import type { ApiClient } from '@amply/api/client'
import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { monthUsageQueryOptions } from '../../../layouts/dashboard/account/month-usage-query'
import type { AccountTab } from '../../../routes/paths'
import {
  activeSessionsQueryOptions,
  addressesQueryOptions,
  dailyUsageQueryOptions,
  subscriptionQueryOptions,
} from '../api/account-queries'

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
}

/** The server data each tab shows first (the profile and security tabs read the user's own). */
const tabData: Partial<
  Record<AccountTab, (client: ApiClient) => { queryKey: readonly unknown[] }[]>
> = {
  plan: (client) => [subscriptionQueryOptions(client)],
  billing: (client) => [addressesQueryOptions(client)],
  usage: (client) => [
    monthUsageQueryOptions(client),
    dailyUsageQueryOptions(client),
    subscriptionQueryOptions(client),
  ],
  sessions: (client) => [activeSessionsQueryOptions(client)],
}

/**
 * A tab the pointer or focus reaches is about to open: its code and data come meanwhile, so it
 * opens without a wait. Data already cached and fresh is not asked again.
 */
export function preloadAccountTab(tab: AccountTab, queryClient: QueryClient, client: ApiClient) {
  void tabCode[tab]()
  for (const options of tabData[tab]?.(client) ?? []) {
    // A failure shows when the tab opens (it asks again then).
    queryClient.query(options).catch(() => undefined)
  }
}
