import type { ChatMessage } from '@amply/api/entities/chat'
import type { Prompt } from '@amply/api/entities/prompt'
import type { Session } from '@amply/core/auth/session'
import { DEFAULT_LANGUAGE_TAG, requestLanguage } from '@amply/core/tools/languages'
import { buildTranslateRequest } from '@amply/core/tools/translate-request'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LogoLoader } from '../../../components/logo-loader'
import { PageMeta } from '../../../components/page-meta'
import type { ShareDialogSlot } from '../../../lib/chat/share-dialog-slot'
import { AppQueryProvider } from '../../../lib/query/query-client'
import { useSession } from '../../../lib/session/use-session'
import { paths } from '../../../routes/paths'
import { toolPromptsQueryOptions } from '../api/prompts'
import { DETECT } from '../components/language-picker'
import { ResultSkeleton } from '../components/result-skeleton'
import { ToolHeader } from '../components/tool-header'
import { ToolHistory } from '../components/tool-history'
import { useDetectedLanguage } from '../hooks/use-detected-language'
import { useToolPrefill } from '../hooks/use-tool-prefill'
import { useToolSession } from '../hooks/use-tool-session'
import { useRecentLanguages } from '../lib/recent-languages'
import { scrollIntoViewOnPhones } from '../lib/scroll-into-view'
import { sendBlock } from '../lib/send-block'
import { LanguageBar } from './language-bar'
import { TranslateForm } from './translate-form'
import { TranslateResult } from './translate-result'
import { usePreloadMarkdown } from '../../../components/markdown/lazy-markdown'

/** The translator (`/dashboard/translate`), able to share its sessions when given a dialog. */
export function TranslatePage({ shareDialog }: { shareDialog?: ShareDialogSlot }) {
  usePreloadMarkdown()
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return (
    <AppQueryProvider>
      <TranslateScreen session={session} ShareDialog={shareDialog} />
    </AppQueryProvider>
  )
}

function TranslateScreen({
  session,
  ShareDialog,
}: {
  session: Session
  ShareDialog: ShareDialogSlot | undefined
}) {
  const { t } = useTranslation('translate')
  const [input, setInput] = useState('')
  const [preset, setPreset] = useState<Prompt | null>(null)
  const [source, setSource] = useState(DETECT)
  const [target, setTarget] = useState(DEFAULT_LANGUAGE_TAG)
  const [shareOpen, setShareOpen] = useState(false)
  const results = useRef<HTMLDivElement>(null)
  // A continued share: its last text comes back into the box, ready to change and send again.
  const tool = useToolSession(session, (branch: readonly ChatMessage[]) => {
    const asked = branch.findLast((m) => m.role === 'user')
    if (asked) setInput(asked.content)
  })
  const { state, chat } = tool
  const styles = useQuery(toolPromptsQueryOptions(session.client, 'translate'))
  const [recent, rememberLanguage] = useRecentLanguages()
  const detected = useDetectedLanguage(input, source === DETECT)
  // Text sent from a page (the side panel's "Translate"): in the box, its language detected.
  useToolPrefill((prefill) => {
    setInput(prefill.text)
    setSource(DETECT)
    if (prefill.targetLanguage) setTarget(prefill.targetLanguage)
  })

  // The text's language as the user chose it, else as detected; unknown for a short text.
  const from = source === DETECT ? detected : source
  const request = buildTranslateRequest({
    input,
    presetMessage: preset?.prompt ?? '',
    language: requestLanguage(target),
    sourceLanguage: from && requestLanguage(from),
  })
  const block = sendBlock({
    modelsLoading: tool.modelsLoading,
    hasModel: tool.model !== null,
    opening: tool.opening,
    request,
  })
  const answer = state.branch.findLast((m) => m.role === 'assistant') ?? null

  const submit = () => {
    if (!request || !tool.send(request.content, request.action)) return
    if (source !== DETECT) rememberLanguage(source)
    rememberLanguage(target)
    scrollIntoViewOnPhones(results.current)
  }
  const swap = from
    ? () => {
        setSource(target)
        setTarget(from)
        // The translation becomes the text to translate back, as people expect of a swap.
        if (answer && !answer.loading && answer.content) setInput(answer.content)
      }
    : null

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 stretch:max-w-none">
      <PageMeta title={t('title')} path={paths.dashboardTranslate} noIndex />
      <ToolHeader
        title={t('title')}
        description={t('description')}
        actions={<ToolHistory client={session.client} tool="translate" onOpen={tool.open} />}
      />
      <LanguageBar
        source={source}
        target={target}
        detected={detected}
        recent={recent}
        onSource={setSource}
        onTarget={setTarget}
        onSwap={swap}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TranslateForm
          input={input}
          onInput={setInput}
          preset={preset}
          onPreset={setPreset}
          styles={styles.data ?? []}
          block={block}
          onSubmit={submit}
        />
        <div ref={results} className="min-w-0 scroll-mt-4">
          {tool.opening ? (
            <ResultSkeleton label={t('opening')} />
          ) : (
            <TranslateResult
              answer={answer}
              onStop={chat.stop}
              onShare={
                ShareDialog && state.sessionId
                  ? () => {
                      setShareOpen(true)
                    }
                  : undefined
              }
            />
          )}
        </div>
      </div>
      {ShareDialog && state.sessionId && (
        <ShareDialog
          client={session.client}
          sessionId={state.sessionId}
          shownLeafId={state.branch.at(-1)?.chat_id}
          open={shareOpen}
          onOpenChange={setShareOpen}
        />
      )}
    </div>
  )
}
