import type { RouteObject } from 'react-router'
import type { I18n } from '../i18n/i18n'
import { lazyRoute } from './lazy-page'
import { paths } from '../lib/paths'

/**
 * The public view of a shared conversation, outside the layouts: its own chunk (the renderer
 * and a tokenless API client, no workspace code), never prerendered (it is data).
 */
export function shareRoutes(i18n: I18n): RouteObject[] {
  return [
    {
      path: paths.share,
      ...lazyRoute(
        i18n,
        ['share', 'conversation'],
        () => import('../features/share/components/shared-conversation-page'),
        (m) => m.SharedConversationPage,
      ),
    },
  ]
}

/**
 * Inside the workspace: copying a share into one's history, in the newer form
 * (`continue/{chat|write|translate}/{shareId}`) and the earlier two-id form (one pattern).
 */
export function shareContinueRoutes(i18n: I18n): RouteObject[] {
  return [
    {
      path: paths.shareContinue,
      ...lazyRoute(
        i18n,
        ['share'],
        () => import('../features/share/components/continue-share-page'),
        (m) => m.ContinueSharePage,
      ),
    },
  ]
}

/** The chat page with its share dialog (composed here: features don't import each other). */
export const loadChatWithShare = () => import('./chat-with-share')
