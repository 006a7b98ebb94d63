import { ConversationExportButton } from '../../../components/conversation/conversation-export-button'
import type { ChatMessage } from '@amply/api/entities/chat'
import type { Prompt } from '@amply/api/entities/prompt'
import { DEFAULT_LANGUAGE_TAG, requestLanguage } from '@amply/core/tools/languages'
import { buildTranslateRequest } from '@amply/core/tools/translate-request'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageMeta } from '../../../components/page-meta'
import type { ShareDialogSlot } from '../../../lib/chat/share-dialog-slot'
import { conversationPath } from '../../../lib/paths'
import { useToolPrompts } from '../api/prompts'
import { DETECT } from '../components/language-picker'
import { ToolHeader } from '../components/tool-header'
import { ToolHistory } from '../components/tool-history'
import { ToolPage, ToolResultArea, useToolShare } from '../components/tool-page'
import type { ToolScreenProps } from '../components/tool-page'
import { useDetectedLanguage } from '../hooks/use-detected-language'
import { useToolPrefill } from '../hooks/use-tool-prefill'
import { useToolSession } from '../hooks/use-tool-session'
import { useRecentLanguages } from '../lib/recent-languages'
import { useRevealWhenDone } from '../hooks/use-reveal-when-done'
import { scrollIntoViewOnPhones } from '../lib/scroll-into-view'
import { sendBlock } from '../lib/send-block'
import { LanguageBar } from './language-bar'
import { TranslateForm } from './translate-form'
import { TranslateResult } from './translate-result'

/** The translator (`/dashboard/translate`), able to share its sessions when given a dialog. */
export function TranslatePage({ shareDialog }: { shareDialog?: ShareDialogSlot }) {
  return <ToolPage shareDialog={shareDialog} screen={TranslateScreen} />
}

function TranslateScreen({ session, ShareDialog }: ToolScreenProps) {
  const { t } = useTranslation('translate')
  const [input, setInput] = useState('')
  const [preset, setPreset] = useState<Prompt | null>(null)
  const [source, setSource] = useState(DETECT)
  const [target, setTarget] = useState(DEFAULT_LANGUAGE_TAG)
  const results = useRef<HTMLDivElement>(null)
  // A continued share: its last text comes back into the box, ready to change and send again.
  const tool = useToolSession(session, 'translate', (branch: readonly ChatMessage[]) => {
    const asked = branch.findLast((m) => m.role === 'user')
    if (asked) setInput(asked.content)
  })
  const { state, chat } = tool
  useRevealWhenDone(state.streaming, results)
  const share = useToolShare(ShareDialog, state.sessionId, state.branch.at(-1)?.chat_id)
  const styles = useToolPrompts('translate')
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
      <PageMeta title={t('title')} path={conversationPath('translate', state.sessionId)} noIndex />
      <ToolHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex shrink-0 items-center gap-2">
            <ToolHistory tool="translate" />
            {state.sessionId && (
              <ConversationExportButton
                sessionId={state.sessionId}
                shownLeaf={() => state.branch.at(-1)?.chat_id}
                disabled={state.streaming}
              />
            )}
          </div>
        }
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
          styles={styles}
          block={block}
          onSubmit={submit}
        />
        <ToolResultArea
          resultsRef={results}
          tool="translate"
          shown={tool.conversation}
          onRetry={tool.retry}
          openingLabel={t('opening')}
          startLabel={t('newSession')}
        >
          <TranslateResult answer={answer} onStop={chat.stop} onShare={share.onShare} />
        </ToolResultArea>
      </div>
      {share.dialog}
    </div>
  )
}
