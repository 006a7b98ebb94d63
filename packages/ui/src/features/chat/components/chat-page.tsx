import type { Session } from '@amply/core/auth/session'
import { useQueryClient } from '@tanstack/react-query'
import { History, Keyboard, Share2, SquarePen } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../app/app-services'
import { LogoLoader } from '../../../components/logo-loader'
import { PageMeta } from '../../../components/page-meta'
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet'
import { Skeleton } from '../../../components/ui/skeleton'
import { useModelStore } from '../../../lib/models/model-store-context'
import { AppQueryProvider } from '../../../lib/query/query-client'
import { useAuth, useSession } from '../../../lib/session/use-session'
import { paths } from '../../../routes/paths'
import { conversationQueryOptions, historyKey } from '../api/history'
import { useAttachments } from '../hooks/use-attachments'
import { useChatStore, useChatValue } from '../../../lib/chat/use-chat-store'
import { useVoiceInput } from '../hooks/use-voice-input'
import { acceptedTypes, acceptsImages } from '../../../lib/uploads/attachment-rules'
import { errorText } from '../lib/error-text'
import { shortcutFor } from '../lib/shortcuts'
import type { ShareDialogSlot } from '../../../lib/chat/share-dialog-slot'
import { storedSession } from '../../../lib/chat/stored-session'
import { withContext } from '../../../lib/chat/chat-prefill'
import type { ChatPrefill } from '../../../lib/chat/chat-prefill'
import { useChatPrefill } from '../hooks/use-chat-prefill'
import { ContextChip } from './context-chip'
import type { MessageHandlers } from './chat-message'
import { Composer } from './composer'
import type { ComposerHandle, ComposerReadiness } from './composer'
import { EmptyChat } from './empty-chat'
import { HistoryPanel } from './history-panel'
import { IconButton } from '../../../components/ui/icon-button'
import { MessageList } from './message-list'
import type { MessageListHandle } from './message-list'
import { ShortcutsDialog } from './shortcuts-dialog'
import {
  AnswerRenderingWarmUp,
  usePreloadMarkdown,
} from '../../../components/markdown/lazy-markdown'

/** The chat page (`/dashboard`, `/dashboard/chat`), with a way to share when given one. */
export function ChatPage({ shareDialog }: { shareDialog?: ShareDialogSlot }) {
  usePreloadMarkdown()
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return (
    <AppQueryProvider>
      <ChatScreen session={session} ShareDialog={shareDialog} />
    </AppQueryProvider>
  )
}

function ChatScreen({
  session,
  ShareDialog,
}: {
  session: Session
  ShareDialog: ShareDialogSlot | undefined
}) {
  const { t } = useTranslation('chat')
  const { notifications } = useAppServices()
  const auth = useAuth()
  const queries = useQueryClient()
  const chat = useChatStore(session)
  // Only what the page around the conversation needs: the list reads the messages itself.
  const sessionId = useChatValue(chat, (s) => s.sessionId)
  const streaming = useChatValue(chat, (s) => s.streaming)
  const hasMessages = useChatValue(chat, (s) => s.branch.length > 0)
  const { state: models, store: modelStore } = useModelStore()
  const model = models.selected
  const modelRef = useRef(model)
  useEffect(() => {
    modelRef.current = model
  }, [model])

  const composer = useRef<ComposerHandle>(null)
  const list = useRef<MessageListHandle>(null)
  const search = useRef<HTMLInputElement>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  // The conversation the share dialog is about; kept while it closes, for its animation.
  const [sharing, setSharing] = useState<{ sessionId: string; shownLeafId?: string } | null>(null)
  const [shareOpen, setShareOpen] = useState(false)
  // The conversation being downloaded: the stored one on arrival, or one picked in the history.
  const [opening, setOpening] = useState<string | null>(() => storedSession.read())

  // Text sent along with the next question (a page from the side panel), and whether it went.
  const [context, setContext] = useState<{ value: ChatPrefill['context']; sent: boolean } | null>(
    null,
  )

  const images = acceptsImages(model)
  const attachments = useAttachments(session, images)
  const insert = useCallback((text: string) => composer.current?.insert(text), [])
  const startWith = useCallback((opening: string) => composer.current?.start(opening), [])
  const voice = useVoiceInput(session.client, insert)

  useEffect(() => {
    if (!opening) return
    let current = true
    queries.query(conversationQueryOptions(session.client, opening)).then(
      (conversation) => {
        if (!current) return
        chat.open(conversation.session_id, conversation.messages)
        setOpening(null)
        requestAnimationFrame(() => list.current?.toEnd())
      },
      (error: unknown) => {
        if (!current) return
        // A conversation deleted meanwhile (404) just gives way to a new chat.
        storedSession.write(null)
        if (!(error instanceof Error && 'status' in error && error.status === 404)) {
          notifications.error(errorText(error))
        }
        setOpening(null)
      },
    )
    return () => {
      current = false
    }
  }, [opening, chat, queries, session.client, notifications])

  // The conversation on screen survives a reload; a finished answer refreshes the history.
  useEffect(() => {
    if (sessionId) storedSession.write(sessionId)
  }, [sessionId])
  useEffect(() => {
    if (!streaming && sessionId) {
      void queries.invalidateQueries({ queryKey: historyKey })
    }
  }, [streaming, sessionId, queries])

  const newChat = useCallback(() => {
    chat.newChat()
    setContext(null)
    storedSession.write(null)
    setOpening(null)
    setHistoryOpen(false)
    composer.current?.focus()
  }, [chat])

  const open = useCallback((sessionId: string) => {
    setHistoryOpen(false)
    setOpening(sessionId)
  }, [])

  const share = useCallback((sessionId: string, shownLeafId?: string) => {
    setHistoryOpen(false)
    setSharing(shownLeafId ? { sessionId, shownLeafId } : { sessionId })
    setShareOpen(true)
  }, [])

  const handlers = useMemo<MessageHandlers>(
    () => ({
      edit: (questionId, words) => {
        const selected = modelRef.current
        if (selected) void chat.edit(questionId, words, { model: selected })
      },
      regenerate: (answerId) => {
        const selected = modelRef.current
        if (selected) void chat.regenerate(answerId, { model: selected })
      },
      selectBranch: (chatId) => {
        chat.selectBranch(chatId)
      },
    }),
    [chat],
  )

  // The models still loading, an upload or a conversation on its way: a question waits for them.
  const readiness: ComposerReadiness =
    !model && (models.status === 'failed' || models.status === 'expired')
      ? 'unavailable'
      : !model || attachments.uploading || opening
        ? 'waiting'
        : 'ready'
  // A question asked after the model list failed asks for the list again (its failure says why).
  const retryModels = () => {
    if (models.status === 'failed' && models.page) void modelStore.enterPage(models.page)
  }

  const send = (words: string) => {
    if (!model || attachments.uploading) return false
    const fileIds = attachments.take()
    const pending = context && !context.sent ? context.value : undefined
    void chat.send(withContext(words, pending), { model, ...(fileIds.length ? { fileIds } : {}) })
    if (pending) setContext({ value: pending, sent: true })
    list.current?.toEnd()
    return true
  }

  // What the side panel hands over starts a new chat: filled in, or asked at once.
  useChatPrefill(model !== null, (prefill) => {
    newChat()
    if (prefill.context) setContext({ value: prefill.context, sent: false })
    if (prefill.send && model) {
      void chat.send(withContext(prefill.text, prefill.context), { model })
      if (prefill.context) setContext({ value: prefill.context, sent: true })
    } else composer.current?.insert(prefill.text)
  })

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      const shortcut = shortcutFor(event)
      if (!shortcut) return
      if (shortcut === 'stop') {
        if (!chat.getSnapshot().streaming) return
        chat.stop()
      } else if (shortcut === 'newChat') newChat()
      else if (shortcut === 'focusInput') composer.current?.focus()
      else if (shortcut === 'help') setHelpOpen(true)
      else if (window.matchMedia('(min-width: 768px)').matches) search.current?.focus()
      else setHistoryOpen(true)
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
    }
  }, [chat, newChat])

  const history = (
    <HistoryPanel
      client={session.client}
      currentId={opening ?? sessionId}
      onOpen={open}
      onNewChat={newChat}
      onDeleted={(deleted) => {
        if (deleted === chat.getSnapshot().sessionId) newChat()
      }}
      {...(ShareDialog ? { onShare: share } : {})}
      searchRef={search}
    />
  )

  return (
    <div className="flex h-full min-h-0">
      <PageMeta title={t('title')} path={paths.dashboardChat} noIndex />
      {/* Not an aside: the history is a navigation landmark of its own ("Conversations"). */}
      <div className="hidden w-64 shrink-0 border-e md:block">{history}</div>
      <Sheet open={historyOpen} onOpenChange={setHistoryOpen}>
        <SheetContent side="start" closeLabel={t('shortcuts.close')} className="w-72 pt-12">
          <SheetTitle className="sr-only">{t('history.label')}</SheetTitle>
          {history}
        </SheetContent>
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-1 px-2 pt-2">
          <IconButton
            label={t('history.open')}
            className="md:hidden"
            onClick={() => {
              setHistoryOpen(true)
            }}
          >
            <History aria-hidden="true" />
          </IconButton>
          <IconButton label={t('newChat')} className="md:hidden" onClick={newChat}>
            <SquarePen aria-hidden="true" />
          </IconButton>
          <span className="flex-1" />
          {ShareDialog && sessionId && !opening && (
            <IconButton
              label={t('share')}
              aria-haspopup="dialog"
              disabled={streaming}
              onClick={() => {
                share(sessionId, chat.getSnapshot().branch.at(-1)?.chat_id)
              }}
            >
              <Share2 aria-hidden="true" />
            </IconButton>
          )}
          <IconButton
            label={t('shortcuts.title')}
            aria-keyshortcuts="?"
            onClick={() => {
              setHelpOpen(true)
            }}
          >
            <Keyboard aria-hidden="true" />
          </IconButton>
        </div>
        {/* The empty chat's greeting is the page's heading; a conversation has none on screen. */}
        {opening || hasMessages ? <h1 className="sr-only">{t('title')}</h1> : null}
        {opening ? (
          <ConversationSkeleton label={t('opening')} />
        ) : !hasMessages ? (
          <EmptyChat
            client={session.client}
            firstName={auth.status === 'loading' ? undefined : (auth.user?.first_name ?? null)}
            onPrompt={startWith}
          />
        ) : (
          <MessageList ref={list} chat={chat} client={session.client} handlers={handlers} />
        )}
        <AnswerRenderingWarmUp streaming={streaming} />
        {context?.value ? (
          <ContextChip
            label={context.value.label}
            sent={context.sent}
            onRemove={() => {
              setContext(null)
            }}
          />
        ) : null}
        <Composer
          ref={composer}
          streaming={streaming}
          readiness={readiness}
          onSend={send}
          onUnavailable={retryModels}
          onStop={chat.stop}
          attachments={attachments.attachments}
          accept={acceptedTypes(images)}
          onAttach={(files) => {
            attachments.add(files)
          }}
          onRemoveAttachment={attachments.remove}
          voice={{
            ...voice,
            start: () => {
              void voice.start()
            },
          }}
        />
      </div>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {ShareDialog && sharing && (
        <ShareDialog
          client={session.client}
          sessionId={sharing.sessionId}
          shownLeafId={sharing.shownLeafId}
          open={shareOpen}
          onOpenChange={setShareOpen}
        />
      )}
    </div>
  )
}

/** Shaped like a conversation while one downloads. */
function ConversationSkeleton({ label }: { label: string }) {
  return (
    <div
      className="mx-auto flex w-full max-w-[46rem] flex-1 flex-col gap-6 px-4 py-6"
      aria-busy="true"
      aria-label={label}
    >
      <Skeleton className="ms-auto h-10 w-1/2 rounded-3xl" />
      <div className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="ms-auto h-10 w-1/3 rounded-3xl" />
    </div>
  )
}
