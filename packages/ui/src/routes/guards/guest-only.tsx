import { useEffect, useState } from 'react'
import { Navigate, Outlet, useNavigate, useSearchParams } from 'react-router'
import { LogoLoader } from '../../components/logo-loader'
import { handOverSession } from '../../lib/session/hand-over-session'
import { useAuth, useSession } from '../../lib/session/use-session'
import { signedInHome } from '../paths'
import { returnDestination } from '../return-to'

/**
 * Guest-only pages (login, register): a visitor who arrives signed in goes to `returnTo` (a
 * path of this site) or to chat; when `returnTo` is another first-party client (a browser
 * extension on the allow-list) the session is handed to it, as a login would. While the
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

/** Sends the signed-in session to an allowed return target, or to chat if it is refused. */
function HandOver({ target }: { target: string }) {
  const session = useSession()
  const navigate = useNavigate()
  useEffect(() => {
    if (!session) return
    handOverSession(session, target)
      .catch(() => null)
      .then((url) => {
        if (url === null) void navigate(signedInHome, { replace: true })
      })
      .catch(() => undefined)
  }, [session, target, navigate])
  return <LogoLoader className="min-h-[50dvh]" />
}
