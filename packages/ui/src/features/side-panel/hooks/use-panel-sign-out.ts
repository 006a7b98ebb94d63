import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import { useStartedSession } from '../../../lib/session/use-session'
import { panelPaths } from '../lib/panel-paths'

/**
 * Signs the panel out: the server ends the panel's own session (the website's, a separate
 * one, goes on), its data is dropped and the panel's sign-in shows. A failure keeps the user
 * signed in and says so.
 */
export function usePanelSignOut() {
  const { t } = useTranslation('panel')
  const { auth } = useStartedSession()
  const { notifications } = useAppServices()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const signOut = async () => {
    setPending(true)
    const ended = await auth.logout()
    setPending(false)
    if (!ended) {
      notifications.error(t('menu.signOutFailed'))
      return
    }
    await navigate(panelPaths.signIn, { replace: true })
  }
  return { signOut, pending }
}
