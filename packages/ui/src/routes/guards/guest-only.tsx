import { useEffect, useRef, useState } from 'react'
import { Navigate, Outlet, useNavigate, useSearchParams } from 'react-router'
import { LogoLoader } from '../../components/logo-loader'
import { useAuth, useSession } from '../../lib/session/use-session'
import { signedInHome } from '../../lib/paths'
import { returnDestination } from '../../lib/return-to'

/**
 * Guest-only pages (login, register): a visitor who arrives signed in goes to `returnTo` (a
 * path of this site) or to chat; when `returnTo` is another first-party client (a browser
 * extension on the allow-list) it is handed a new session of its own, as a login would. While the
 * session is being checked the page shows, so a guest never waits. A login made on the page
 * itself navigates on its own (its result says where), so it is not redirected here.
 */
export function GuestOnly() {
  const auth = useAuth()
  const [search] = useSearchParams()
  const [arrivedAsGuest, setArrivedAsGuest] = useState(false)
  if (auth.status === 'unauthenticated' && !arrivedAsGuest) setArrivedAsGuest(true)

  if (auth.status === 'authenticated' && !arrivedAsGuest) {
    const destination = returnDestination(search.get('returnTo'), window.location.origin)
    if (destination?.kind === 'target') return <HandOver target={destination.url} />
    return <Navigate to={destination?.path ?? signedInHome} replace />
  }
  return <Outlet />
}

/** Hands an allowed return target a session of its own, or goes to chat if it is refused. */
function HandOver({ target }: { target: string }) {
  const session = useSession()
  const navigate = useNavigate()
  // Each hand-over issues a session: once per visit, even when the effect runs again.
  const started = useRef(false)
  useEffect(() => {
    if (!session || started.current) return
    started.current = true
    session.auth
      .handOver(target)
      .catch(() => null)
      .then((url) => {
        if (url === null) void navigate(signedInHome, { replace: true })
      })
      .catch(() => undefined)
  }, [session, target, navigate])
  return <LogoLoader className="min-h-[50dvh]" />
}
