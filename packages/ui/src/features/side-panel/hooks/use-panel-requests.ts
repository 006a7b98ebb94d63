import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { currentLanguage } from '../../../i18n/i18n'
import { languages } from '../../../i18n/languages'
import { chatPrefillState } from '../../../lib/chat/chat-prefill'
import { usePanelBridge } from '../../../lib/panel/panel-bridge'
import { paths } from '../../../routes/paths'
import { prefillOf } from '../lib/request-prefill'

/**
 * Takes the extension's queued requests when the signed-in panel mounts and whenever one is
 * queued while it is open, and opens chat with each (the last one wins the screen).
 */
export function usePanelRequests() {
  const bridge = usePanelBridge()
  const navigate = useNavigate()
  const { t, i18n } = useTranslation('panel')
  useEffect(() => {
    let active = true
    const take = async () => {
      const requests = await bridge.takeRequests()
      if (!active) return
      const code = currentLanguage(i18n)
      const languageName = languages.find((language) => language.code === code)?.name ?? code
      for (const request of requests) {
        await navigate(paths.dashboardChat, {
          state: chatPrefillState(prefillOf(request, t, languageName)),
        })
      }
    }
    const takeAndReport = () => {
      take().catch((error: unknown) => {
        console.error('[Amply] taking the panel requests', error)
      })
    }
    takeAndReport()
    const unsubscribe = bridge.onRequestQueued(takeAndReport)
    return () => {
      active = false
      unsubscribe()
    }
  }, [bridge, navigate, t, i18n])
}
