import { Navigate, Outlet, useLocation, useNavigation } from 'react-router'
import { LogoLoader } from '../../components/logo-loader'
import { useAuth } from '../../lib/session/use-session'
import { paths } from '../../lib/paths'
import { loginPathReturningTo } from '../../lib/return-to'

/**
 * Signed-in pages (docs/product.md#guards): a visitor without a session goes to the login
 * page, with `returnTo` holding the page they asked for.
 */
export function RequireAuth() {
  const auth = useAuth()
  const location = useLocation()
  const navigation = useNavigation()
  if (auth.status === 'loading') return <LogoLoader className="min-h-dvh" />
  if (auth.status === 'unauthenticated') {
    // Leaving already (a deleted account goes home while its session ends): that way wins.
    if (navigation.state !== 'idle') return <LogoLoader className="min-h-dvh" />
    const here = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={loginPathReturningTo(paths.login, here)} replace />
  }
  return <Outlet />
}
