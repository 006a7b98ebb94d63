import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { currentLanguage } from '../../../i18n/i18n'
import { usePanelBridge } from '../../../lib/panel/panel-bridge'
import { destinationOf } from '../lib/request-destination'

/**
 * Takes the extension's queued requests when the signed-in panel mounts and whenever one is
 * queued while it is open, and opens each one's screen with its text: translate, write or chat
 * (the last one wins the screen).
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
      for (const request of requests) {
        const { path, state } = destinationOf(request, t, currentLanguage(i18n))
        await navigate(path, { state })
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
