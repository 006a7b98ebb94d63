import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { conversationRoute, paths } from '../lib/paths'

/**
 * Art, write, translate and read inside the workspace's frame (absolute paths under /dashboard);
 * write, translate and read with a stored session's id as the last segment, when one is open.
 */
export function toolRoutes(i18n: I18n): RouteObject[] {
  return [
    {
      path: conversationRoute('write'),
      ...lazyRoute(
        i18n,
        ['write', 'tools', 'conversation', 'share'],
        () => import('./write-with-share'),
        (m) => m.WriteWithShare,
      ),
    },
    {
      path: conversationRoute('translate'),
      ...lazyRoute(
        i18n,
        ['translate', 'tools', 'conversation', 'share'],
        () => import('./translate-with-share'),
        (m) => m.TranslateWithShare,
      ),
    },
    {
      path: paths.dashboardArt,
      ...lazyRoute(
        i18n,
        ['art'],
        () => import('../features/art/components/art-page'),
        (m) => m.ArtPage,
      ),
    },
    {
      path: conversationRoute('read'),
      ...lazyRoute(
        i18n,
        ['read', 'conversation'],
        () => import('../features/read/components/read-page'),
        (m) => m.ReadPage,
      ),
    },
  ]
}
