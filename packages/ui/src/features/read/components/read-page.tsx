import { ConversationExportButton } from '../../../components/conversation/conversation-export-button'
import type { MessageFile } from '@amply/api/entities/chat'
import type { Session } from '@amply/core/auth/session'
import { useQuery } from '@tanstack/react-query'
import { FileText, SendHorizontal } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ConversationUnavailable } from '../../../components/conversation/conversation-unavailable'
import { LogoLoader } from '../../../components/logo-loader'
import { PageMeta } from '../../../components/page-meta'
import { Button } from '../../../components/ui/button'
import { Skeleton } from '../../../components/ui/skeleton'
import { Textarea } from '../../../components/ui/textarea'
import { DashboardContent } from '../../../layouts/dashboard/dashboard-content'
import { useChatState, useChatStore } from '../../../lib/chat/use-chat-store'
import { useModelStore } from '../../../lib/models/model-store-context'
import { useSession } from '../../../lib/session/use-session'
import { conversationPath } from '../../../lib/paths'
import { documentQueryOptions } from '../api/documents'
import { useReading } from '../hooks/use-reading'
import { DocumentPicker } from './document-picker'
import { PastReadings } from './past-readings'
import { PartDialog } from './part-dialog'
import { ReadAnswerView } from './read-answer-view'
import { usePreloadMarkdown } from '../../../components/markdown/lazy-markdown'
import { isSendKey } from '../../../lib/keyboard/is-send-key'
import { numberFormat } from '../../../lib/format/intl-cache'
import type { UploadedFile } from '../../../lib/uploads/upload'

/** What the page asks first, for the summary (the server reads the first parts of a long one). */
const SUMMARY_QUESTION =
  'Summarize this document: its purpose, its main points and its conclusions.'

/**
 * The read page (`/dashboard/read`, a reading at `/dashboard/read/:conversationId`): a document,
 * its summary, then questions about it; past readings under the picker.
 */
export function ReadPage() {
  usePreloadMarkdown()
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return <ReadScreen session={session} />
}

function ReadScreen({ session }: { session: Session }) {
  const { t, i18n } = useTranslation('read')
  const chat = useChatStore(session)
  const state = useChatState(chat)
  const { state: models, store: modelStore } = useModelStore()
  // Read has no model picker (docs/product.md#read), so the layout does not load its models: the
  // page does (every type: docs/product.md#models), with the store's expired-plan handling.
  useEffect(() => {
    void modelStore.enterPage('read')
  }, [modelStore])
  // The reader model when the plan has one, else the first text model.
  const model =
    models.models.find((m) => m.type === 'read') ??
    models.models.find((m) => m.type === 'text') ??
    null
  const reading = useReading(session, chat)
  const { file } = reading
  const document = useQuery({
    ...documentQueryOptions(file?.file_id ?? ''),
    enabled: file !== null,
  })
  const partCount = document.data?.parts.length ?? 0
  const [question, setQuestion] = useState('')
  const [shownPart, setShownPart] = useState<number | null>(null)
  const questionId = useId()
  const end = useRef<HTMLDivElement>(null)

  // The summary comes first, asked once the document is read and a model is known, unless
  // the document came back after a reload with its conversation. Asked of the store itself:
  // the screen's view of it is a frame behind, and a conversation opened since would count as
  // none.
  const summarised = useRef<string | null>(null)
  const asked = state.branch.length > 0
  useEffect(() => {
    if (!file || !model || summarised.current === file.file_id) return
    if (chat.getSnapshot().branch.length > 0) return
    summarised.current = file.file_id
    void chat.send(SUMMARY_QUESTION, {
      model,
      action: { type: 'read', option: 'summary' },
      files: [readFile(file)],
    })
  }, [file, model, asked, chat])

  const ask = (event: SyntheticEvent) => {
    event.preventDefault()
    const words = question.trim()
    if (!words || !file || !model || state.streaming) return
    void chat.send(words, { model, action: { type: 'read' }, files: [readFile(file)] })
    setQuestion('')
    requestAnimationFrame(() => end.current?.scrollIntoView({ block: 'end' }))
  }

  const another = () => {
    reading.another()
    summarised.current = null
    setQuestion('')
  }

  return (
    <div className="h-full overflow-y-auto">
      <PageMeta title={t('title')} path={conversationPath('read', state.sessionId)} noIndex />
      <DashboardContent className="flex max-w-3xl flex-col gap-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('subtitle')}</p>
        </header>
        {reading.unavailable ? (
          <ConversationUnavailable
            gone={reading.unavailable.gone}
            error={reading.unavailable.error}
            onRetry={reading.retry}
            startTo={conversationPath('read', null)}
            startLabel={t('document.another')}
          />
        ) : reading.reopening ? (
          <div aria-busy="true" aria-label={t('reopening')} className="flex flex-col gap-4">
            <Skeleton className="h-18 w-full rounded-xl" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : !file ? (
          <>
            <DocumentPicker session={session} onReady={reading.choose} />
            <PastReadings />
          </>
        ) : (
          <>
            <section
              aria-label={t('document.label')}
              className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4"
            >
              <FileText aria-hidden="true" className="size-5 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium" dir="auto">
                  {file.file_name}
                </p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {t('document.size', {
                    characters: numberFormat(i18n.language).format(file.text_length ?? 0),
                    count: partCount,
                  })}
                </p>
              </div>
              {state.sessionId && (
                <ConversationExportButton
                  sessionId={state.sessionId}
                  shownLeaf={() => state.branch.at(-1)?.chat_id}
                  disabled={state.streaming}
                />
              )}
              <Button type="button" variant="outline" size="sm" onClick={another}>
                {t('document.another')}
              </Button>
            </section>
            <ol className="flex flex-col gap-6" aria-label={t('conversation')}>
              {state.branch.map((message, index) =>
                message.role === 'user' ? (
                  index === 0 ? null : (
                    <li key={message.chat_id} className="flex justify-end">
                      <p
                        dir="auto"
                        className="max-w-[85%] rounded-2xl bg-muted px-4 py-2 text-sm whitespace-pre-wrap"
                      >
                        {message.content}
                      </p>
                    </li>
                  )
                ) : (
                  <li key={message.chat_id}>
                    {index === 1 && (
                      <h2 className="mb-2 text-base font-semibold">{t('summary')}</h2>
                    )}
                    <ReadAnswerView
                      message={message}
                      partCount={partCount}
                      onShowPart={setShownPart}
                    />
                  </li>
                ),
              )}
              {state.branch.length === 0 && (
                <li aria-busy="true" aria-label={t('summary')} className="flex flex-col gap-2">
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                  <Skeleton className="h-4 w-2/3" />
                </li>
              )}
            </ol>
            <div ref={end} />
            <form
              onSubmit={ask}
              className="sticky bottom-0 flex items-end gap-2 border-t bg-background py-3"
            >
              <label htmlFor={questionId} className="sr-only">
                {t('ask.label')}
              </label>
              <Textarea
                id={questionId}
                dir="auto"
                rows={1}
                value={question}
                placeholder={t('ask.placeholder')}
                className="max-h-40 min-h-11 resize-none"
                onChange={(event) => {
                  setQuestion(event.currentTarget.value)
                }}
                onKeyDown={(event) => {
                  if (isSendKey(event)) ask(event)
                }}
              />
              <Button
                type="submit"
                size="icon"
                className="size-11"
                aria-label={t('ask.send')}
                disabled={question.trim() === '' || state.streaming || !model}
              >
                <SendHorizontal aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            </form>
          </>
        )}
      </DashboardContent>
      <PartDialog
        part={shownPart}
        text={shownPart === null ? '' : (document.data?.parts[shownPart - 1] ?? '')}
        onOpenChange={(open) => {
          if (!open) setShownPart(null)
        }}
      />
    </div>
  )
}

/** The document a reading's questions are asked about, as a question carries it. */
const readFile = (file: UploadedFile): MessageFile => ({
  file_id: file.file_id,
  file_name: file.file_name,
  content_type: file.content_type,
  kind: 'document',
  size: file.size,
})
