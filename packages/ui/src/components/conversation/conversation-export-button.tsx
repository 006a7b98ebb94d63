import { Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useConversationExport } from '../../lib/chat/api/use-conversation-export'
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '../ui/dropdown-menu'
import { IconButton } from '../ui/icon-button'
import { ExportMenuItems } from './export-menu-items'

/**
 * A conversation's Export menu, for a screen's header (chat, write, translate, read): Markdown
 * and PDF of the branch on screen, JSON of every branch.
 */
export function ConversationExportButton({
  sessionId,
  shownLeaf,
  disabled = false,
}: {
  sessionId: string
  /** The last message of the branch on screen, read when an export is asked for. */
  shownLeaf: () => string | undefined
  disabled?: boolean
}) {
  const { t } = useTranslation('conversation')
  const { exportAs, busy, printView } = useConversationExport()
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label={t('export.menu')} disabled={disabled || busy} aria-busy={busy}>
            <Download aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <ExportMenuItems
            separated={false}
            onExport={(choice) => void exportAs(choice, sessionId, shownLeaf())}
          />
        </DropdownMenuContent>
      </DropdownMenu>
      {printView}
    </>
  )
}
