import { streamErrorMessage } from '@amply/core/stream/stream-errors'
import { useState } from 'react'
import { useAppServices } from '../../../lib/app-services'
import { useHelpDeskLink } from '../../../lib/api/help-desk'

/**
 * The Support button (docs/product.md#workspace): fetches the help desk's sign-in link and opens it
 * in a new tab. The tab opens at the click, while the browser still counts it as the user's doing
 * (a tab opened after a network wait is blocked as a pop-up), and goes to the link once it has
 * come; if the call fails it closes again and a toast says why.
 */
export function useHelpDesk() {
  const helpDesk = useHelpDeskLink()
  const { notifications } = useAppServices()
  const [opening, setOpening] = useState(false)

  const open = async () => {
    const tab = window.open('', '_blank')
    setOpening(true)
    try {
      const { login_link: link } = await helpDesk.mutateAsync()
      if (tab) {
        // The help desk must not be able to script this page.
        tab.opener = null
        tab.location.href = link
      } else {
        window.open(link, '_blank', 'noopener,noreferrer')
      }
    } catch (error) {
      tab?.close()
      notifications.error(streamErrorMessage(error))
    } finally {
      setOpening(false)
    }
  }
  return { open, opening }
}
