import { ConversationExportButton } from '../../../components/conversation/conversation-export-button'
import type { ChatAction } from '@amply/api/entities/chat'
import { SquarePen } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import type { ShareDialogSlot } from '../../../lib/chat/share-dialog-slot'
import { conversationPath } from '../../../lib/paths'
import { useToolPrompts } from '../api/prompts'
import { ToolHeader } from '../components/tool-header'
import { ToolHistory } from '../components/tool-history'
import { ToolPage, ToolResultArea, useToolShare } from '../components/tool-page'
import type { ToolScreenProps } from '../components/tool-page'
import { useToolPrefill } from '../hooks/use-tool-prefill'
import { useToolSession } from '../hooks/use-tool-session'
import { useRecentLanguages } from '../lib/recent-languages'
import { detectLanguage } from '../lib/detect-language'
import { sendBlock } from '../lib/send-block'
import { useRevealWhenDone } from '../hooks/use-reveal-when-done'
import { scrollIntoViewOnPhones } from '../lib/scroll-into-view'
import { draftRequest, draftSettings, emptyDraft } from './write-draft'
import type { WriteDraft } from './write-draft'
import { WriteForm } from './write-form'
import { WriteResults } from './write-results'

/** The writing companion (`/dashboard/write`), able to share its sessions when given a dialog. */
export function WritePage({ shareDialog }: { shareDialog?: ShareDialogSlot }) {
  return <ToolPage shareDialog={shareDialog} screen={WriteScreen} />
}

function WriteScreen({ session, ShareDialog }: ToolScreenProps) {
  const { t } = useTranslation('write')
  const [lastAction, setLastAction] = useState<ChatAction | null>(null)
  // A stored session opened: its results are regenerated with the form's settings.
  const tool = useToolSession(session, 'write', () => {
    setLastAction(null)
  })
  const { state, chat } = tool
  const ideas = useToolPrompts('write')
  const [recent, rememberLanguage] = useRecentLanguages()
  const [draft, setDraft] = useState<WriteDraft>(emptyDraft)
  const share = useToolShare(ShareDialog, state.sessionId, state.branch.at(-1)?.chat_id)
  const results = useRef<HTMLDivElement>(null)
  useRevealWhenDone(state.streaming, results)

  const change = useCallback((patch: Partial<WriteDraft>) => {
    setDraft((current) => ({ ...current, ...patch }))
  }, [])
  // Text sent from a page (the side panel's "Improve writing"): composed from, in its language.
  useToolPrefill((prefill) => {
    change({
      method: 'Compose',
      option: prefill.writeOption ?? null,
      composeInput: prefill.text,
      preset: null,
    })
    detectLanguage(prefill.text).then(
      (tag) => {
        if (tag) change({ languageTag: tag })
      },
      () => undefined,
    )
  })
  const request = draftRequest(draft)
  const block = sendBlock({
    modelsLoading: tool.modelsLoading,
    hasModel: tool.model !== null,
    opening: tool.opening,
    request,
  })

  const submit = () => {
    if (!request || !tool.send(request.content, request.action)) return
    setLastAction(request.action)
    rememberLanguage(draft.languageTag)
    scrollIntoViewOnPhones(results.current)
  }
  const action = lastAction ?? draftSettings(draft)
  const newSession = () => {
    tool.newSession()
    setLastAction(null)
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,28rem)_minmax(0,1fr)] stretch:max-w-none">
      <PageMeta title={t('title')} path={conversationPath('write', state.sessionId)} noIndex />
      <div className="flex flex-col gap-6">
        <ToolHeader
          title={t('title')}
          description={t('description')}
          actions={
            <div className="flex shrink-0 flex-wrap justify-end gap-2">
              <ToolHistory tool="write" />
              {state.sessionId && (
                <ConversationExportButton
                  sessionId={state.sessionId}
                  shownLeaf={() => state.branch.at(-1)?.chat_id}
                  disabled={state.streaming}
                />
              )}
              {state.branch.length > 0 && (
                <Button type="button" variant="outline" size="sm" onClick={newSession}>
                  <SquarePen aria-hidden="true" />
                  {t('newSession')}
                </Button>
              )}
            </div>
          }
        />
        <WriteForm
          draft={draft}
          change={change}
          ideas={ideas}
          recentLanguages={recent}
          block={block}
          onSubmit={submit}
        />
      </div>
      <ToolResultArea
        resultsRef={results}
        tool="write"
        shown={tool.conversation}
        onRetry={tool.retry}
        openingLabel={t('opening')}
        startLabel={t('newSession')}
      >
        <WriteResults
          branch={state.branch}
          onStop={chat.stop}
          onRegenerate={(answerId) => {
            tool.regenerate(answerId, action)
          }}
          onContinue={() => {
            tool.send(t('continuePrompt'), action)
          }}
          onShare={share.onShare}
        />
      </ToolResultArea>
      {share.dialog}
    </div>
  )
}
