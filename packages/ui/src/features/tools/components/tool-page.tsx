import type { Session } from '@amply/core/auth/session'
import { useState } from 'react'
import type { ComponentType, ReactNode, Ref } from 'react'
import type { ConversationSessionState } from '@amply/core/chat/conversation-session'
import { ConversationUnavailable } from '../../../components/conversation/conversation-unavailable'
import { LogoLoader } from '../../../components/logo-loader'
import { usePreloadMarkdown } from '../../../components/markdown/lazy-markdown'
import type { ShareDialogSlot } from '../../../lib/chat/share-dialog-slot'
import { useSession } from '../../../lib/session/use-session'
import { conversationPath } from '../../../lib/paths'
import { ResultSkeleton } from './result-skeleton'

/** What a tool's screen gets once its page is ready. */
export interface ToolScreenProps {
  session: Session
  ShareDialog: ShareDialogSlot | undefined
}

/**
 * A text tool's page (write, translate): the answer renderer loads while the session starts,
 * then `screen` runs.
 */
export function ToolPage({
  shareDialog,
  screen: Screen,
}: {
  shareDialog: ShareDialogSlot | undefined
  screen: ComponentType<ToolScreenProps>
}) {
  usePreloadMarkdown()
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return <Screen session={session} ShareDialog={shareDialog} />
}

/**
 * Where a tool's result shows: a skeleton while a stored session opens, "not available" when
 * the address names one that is gone or failed to open, scrolled to on phones.
 */
export function ToolResultArea({
  resultsRef,
  tool,
  shown,
  onRetry,
  openingLabel,
  startLabel,
  children,
}: {
  resultsRef: Ref<HTMLDivElement>
  tool: 'write' | 'translate'
  shown: ConversationSessionState
  onRetry: () => void
  openingLabel: string
  /** What the button to an empty session says. */
  startLabel: string
  children: ReactNode
}) {
  return (
    <div ref={resultsRef} className="min-w-0 scroll-mt-4">
      {shown.status === 'opening' ? (
        <ResultSkeleton label={openingLabel} />
      ) : shown.status === 'gone' || shown.status === 'failed' ? (
        <ConversationUnavailable
          gone={shown.status === 'gone'}
          error={shown.error}
          onRetry={onRetry}
          startTo={conversationPath(tool, null)}
          startLabel={startLabel}
        />
      ) : (
        children
      )}
    </div>
  )
}

/**
 * Sharing a tool's session, when the routes give a share dialog and the session is saved: the
 * result's Share action (undefined when there is nothing to share) and the dialog it opens.
 */
export function useToolShare(
  ShareDialog: ShareDialogSlot | undefined,
  sessionId: string | null | undefined,
  shownLeafId: string | undefined,
) {
  const [open, setOpen] = useState(false)
  if (!ShareDialog || !sessionId) return { onShare: undefined, dialog: null }
  return {
    onShare: () => {
      setOpen(true)
    },
    dialog: (
      <ShareDialog
        sessionId={sessionId}
        shownLeafId={shownLeafId}
        open={open}
        onOpenChange={setOpen}
      />
    ),
  }
}
