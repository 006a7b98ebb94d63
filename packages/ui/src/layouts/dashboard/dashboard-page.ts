import { paths } from '../../lib/paths'

/** The workspace's tools, named as core's model rules name pages. */
export type DashboardPage = 'chat' | 'art' | 'write' | 'translate' | 'read'

const toolPaths: readonly [string, DashboardPage][] = [
  [paths.dashboardChat, 'chat'],
  [paths.dashboardArt, 'art'],
  [paths.dashboardWrite, 'write'],
  [paths.dashboardTranslate, 'translate'],
  [paths.dashboardRead, 'read'],
]

/**
 * Which tool a workspace address shows: `/dashboard` itself is chat (docs/product.md#workspace),
 * and a tool's own sub-paths (`/dashboard/chat/…`) are that tool. Anything else (account, shares,
 * payments) is no tool: null.
 */
export function dashboardPageOf(pathname: string): DashboardPage | null {
  const path = pathname.replace(/\/+$/, '')
  if (path === paths.dashboard) return 'chat'
  for (const [prefix, page] of toolPaths) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return page
  }
  return null
}

/**
 * Pages with the top bar's model picker (docs/product.md#models: chat, write, translate and art).
 */
const pickerPages: ReadonlySet<DashboardPage> = new Set(['chat', 'write', 'translate', 'art'])

export function hasModelPicker(page: DashboardPage | null): page is DashboardPage {
  return page !== null && pickerPages.has(page)
}
