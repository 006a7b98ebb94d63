import { Outlet, ScrollRestoration } from 'react-router'
import { NotificationsHost } from '../../components/notifications-host'
import { RouteProgress } from './route-progress'

/** Around every screen: toasts, the page-loading logo and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <RouteProgress />
      <NotificationsHost />
      <ScrollRestoration />
    </>
  )
}
