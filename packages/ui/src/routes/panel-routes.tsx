import { Navigate } from 'react-router'
import type { RouteObject } from 'react-router'
import type { PanelTool } from '../features/side-panel/components/panel-header'
import { panelPaths } from '../features/side-panel/lib/panel-paths'
import type { I18n } from '../i18n/i18n'
import { RootLayout } from '../layouts/root/root-layout'
import { RouteError } from '../layouts/root/route-error'
import { lazyRoute } from './lazy-page'
import { conversationRoute, paths, signedInHome } from '../lib/paths'
import { toolRoutes } from './tool-routes'

/** The tools the panel has a tab for, in its order. */
const panelTools: readonly PanelTool[] = [
  { key: 'chat', path: paths.dashboardChat },
  { key: 'write', path: paths.dashboardWrite },
  { key: 'translate', path: paths.dashboardTranslate },
]

/**
 * The browser extension's side panel, in a memory router: its sign-in (and the OTP step),
 * then the website's own tool screens inside a frame made for a narrow panel. Unknown
 * addresses (a link meant for the website) land on chat.
 */
export function createPanelRoutes(i18n: I18n): RouteObject[] {
  // Without sharing: a share link made here would point at the extension, not the website.
  const chat = lazyRoute(
    i18n,
    ['chat', 'conversation'],
    () => import('../features/chat/components/chat-page'),
    (m) =>
      function PanelChat() {
        // No address bar here: the panel reopens its last conversation itself.
        return <m.ChatPage remember />
      },
  )
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: panelPaths.signIn,
          ...lazyRoute(
            i18n,
            ['auth', 'panel'],
            () => import('../features/auth/components/panel-sign-in-page'),
            (m) => m.PanelSignInPage,
          ),
        },
        {
          path: paths.otp,
          ...lazyRoute(
            i18n,
            ['auth'],
            () => import('../features/auth/components/otp-page'),
            (m) => m.OtpPage,
          ),
        },
        { path: paths.login, element: <Navigate to={panelPaths.signIn} replace /> },
        {
          ...lazyRoute(
            i18n,
            ['panel', 'dashboard'],
            () => import('../features/side-panel/components/panel-workspace'),
            (m) =>
              function PanelFrame() {
                return <m.PanelWorkspace tools={panelTools} />
              },
          ),
          children: [
            { path: conversationRoute('chat'), ...chat },
            // Write and translate as on the website (art and read stay there).
            ...toolRoutes(i18n).filter(
              (route) =>
                route.path === conversationRoute('write') ||
                route.path === conversationRoute('translate'),
            ),
            { path: '*', element: <Navigate to={signedInHome} replace /> },
          ],
        },
      ],
    },
  ]
}
