import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { useStartedSession } from '../../../lib/session/use-session'
import { paths } from '../../../lib/paths'

/**
 * Logout (core's `logout`): once the server has ended the session, core's sign-out drops the
 * cached data of this user (server-state.ts, `sessionCache`) and the login page shows. If it fails, the user stays logged in (docs/product.md#session:
 * core logs the error) and a toast says so, so the click is not lost in silence.
 */
export function useLogout() {
  const { t } = useTranslation('dashboard')
  const { auth } = useStartedSession()
  const { notifications } = useAppServices()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  const logout = async () => {
    setPending(true)
    const ended = await auth.logout()
    if (!ended) {
      setPending(false)
      notifications.error(t('account.logoutFailed'))
      return
    }
    await navigate(paths.login, { replace: true })
  }
  return { logout, pending }
}
