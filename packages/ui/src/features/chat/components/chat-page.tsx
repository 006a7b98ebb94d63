import type { Session } from '@amply/core/auth/session'
import { History, Keyboard, Share2, SquarePen } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConversationUnavailable } from '../../../components/conversation/conversation-unavailable'
import { ConversationExportButton } from '../../../components/conversation/conversation-export-button'
import { IconButton } from '../../../components/ui/icon-button'
import { LogoLoader } from '../../../components/logo-loader'
import {
  AnswerRenderingWarmUp,
  usePreloadMarkdown,
} from '../../../components/markdown/lazy-markdown'
import { PageMeta } from '../../../components/page-meta'
import { Sheet, SheetContent, SheetTitle } from '../../../components/ui/sheet'
import { Skeleton } from '../../../components/ui/skeleton'
import type { ShareDialogSlot } from '../../../lib/chat/share-dialog-slot'
import { useAuth, useSession } from '../../../lib/session/use-session'
import { useUser } from '../../../lib/session/use-user'
import { conversationPath } from '../../../lib/paths'
import { useChatConversation } from '../hooks/use-chat-conversation'
import { useChatPrefill } from '../hooks/use-chat-prefill'
import { useChatSending } from '../hooks/use-chat-sending'
import { useChatShortcuts } from '../hooks/use-chat-shortcuts'
import { useShareTarget } from '../hooks/use-share-target'
import { useWebSearchSwitch } from '../hooks/use-web-search-switch'
import { Composer } from './composer'
import type { ComposerHandle } from './composer'
import { ContextChip } from './context-chip'
import { EmptyChat } from './empty-chat'
import { HistoryPanel } from './history-panel'
import { MessageList } from './message-list'
import type { MessageListHandle } from './message-list'
import { ShortcutsDialog } from './shortcuts-dialog'

/**
 * The chat page (`/dashboard`, `/dashboard/chat`, `/dashboard/chat/:conversationId`), with a way
 * to share when given one. The side panel's chat (`remember`) reopens its last conversation.
 */
export function ChatPage({
  shareDialog,
  remember = false,
}: {
  shareDialog?: ShareDialogSlot
  remember?: boolean
}) {
  usePreloadMarkdown()
  const session = useSession()
  if (!session) return <LogoLoader className="h-full" />
  return <ChatScreen session={session} ShareDialog={shareDialog} remember={remember} />
}

function ChatScreen({
  session,
  ShareDialog,
  remember,
}: {
  session: Session
  ShareDialog: ShareDialogSlot | undefined
  remember: boolean
}) {
  const { t } = useTranslation('chat')
  const auth = useAuth()
  const user = useUser()
  const { chat, conversation, state, sessionId, streaming, hasMessages, newChat } =
    useChatConversation(session, remember)
  const composer = useRef<ComposerHandle>(null)
  const list = useRef<MessageListHandle>(null)
  const insert = useCallback((text: string) => composer.current?.insert(text), [])
  const toEnd = useCallback(() => list.current?.toEnd(), [])
  const startWith = useCallback((opening: string) => composer.current?.start(opening), [])
  const search = useRef<HTMLInputElement>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const sharing = useShareTarget()
  const opening = state.status === 'opening'
  const unavailable = state.status === 'gone' || state.status === 'failed'

  // A conversation just downloaded shows its end.
  useEffect(() => {
    if (state.loaded) requestAnimationFrame(() => list.current?.toEnd())
  }, [state.loaded])

  const webSearch = useWebSearchSwitch(sessionId, state.loaded)
  const resetWebSearch = webSearch.reset
  const sending = useChatSending(session, chat, { insert, toEnd }, opening, webSearch.on)
  const startNewChat = useCallback(() => {
    newChat()
    sending.clearContext()
    resetWebSearch()
    setHistoryOpen(false)
    composer.current?.focus()
  }, [newChat, sending, resetWebSearch])
  // What the side panel hands over starts a new chat: filled in, or asked at once.
  useChatPrefill(sending.model !== null, (prefill) => {
    startNewChat()
    sending.prefill(prefill)
  })

  useChatShortcuts(chat, {
    newChat: startNewChat,
    focusInput: () => composer.current?.focus(),
    help: () => {
      setHelpOpen(true)
    },
    history: () => {
      if (window.matchMedia('(min-width: 768px)').matches) search.current?.focus()
      else setHistoryOpen(true)
    },
  })

  const share = (shared: string, shownLeafId?: string) => {
    setHistoryOpen(false)
    sharing.open(shared, shownLeafId)
  }

  const history = (
    <HistoryPanel
      currentId={state.sessionId}
      onOpen={() => {
        setHistoryOpen(false)
      }}
      onNewChat={startNewChat}
      onDeleted={(deleted) => {
        if (deleted === conversation.getSnapshot().sessionId) startNewChat()
      }}
      {...(ShareDialog ? { onShare: share } : {})}
      searchRef={search}
    />
  )

  return (
    <div className="flex h-full min-h-0">
      <PageMeta
        title={state.loaded?.title ?? t('title')}
        path={conversationPath('chat', state.sessionId)}
        noIndex
      />
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
          <IconButton label={t('newChat')} className="md:hidden" onClick={startNewChat}>
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
          {sessionId && !opening && !unavailable && (
            <ConversationExportButton
              sessionId={sessionId}
              shownLeaf={() => chat.getSnapshot().branch.at(-1)?.chat_id}
              disabled={streaming}
            />
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
        {unavailable ? (
          <ConversationUnavailable
            gone={state.status === 'gone'}
            error={state.error}
            onRetry={() => void conversation.retry()}
            startTo={conversationPath('chat', null)}
            startLabel={t('newChat')}
          />
        ) : opening ? (
          <ConversationSkeleton label={t('opening')} />
        ) : !hasMessages ? (
          <EmptyChat
            firstName={auth.status === 'loading' ? undefined : (user?.first_name ?? null)}
            onPrompt={startWith}
          />
        ) : (
          <MessageList ref={list} chat={chat} handlers={sending.handlers} />
        )}
        <AnswerRenderingWarmUp streaming={streaming} />
        {sending.context?.value ? (
          <ContextChip
            label={sending.context.value.label}
            sent={sending.context.sent}
            onRemove={sending.clearContext}
          />
        ) : null}
        {/* Nothing to answer in a conversation that cannot open: a new chat is the way on. */}
        {unavailable ? null : (
          <Composer
            ref={composer}
            streaming={streaming}
            readiness={sending.readiness}
            onSend={sending.send}
            onUnavailable={sending.retryModels}
            onStop={chat.stop}
            attachments={sending.attachments.attachments}
            accept={sending.accept}
            onAttach={(files) => {
              sending.attachments.add(files)
            }}
            onRemoveAttachment={sending.attachments.remove}
            voice={sending.voice}
            webSearch={webSearch}
          />
        )}
      </div>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {ShareDialog && sharing.target && (
        <ShareDialog
          sessionId={sharing.target.sessionId}
          shownLeafId={sharing.target.shownLeafId}
          open={sharing.isOpen}
          onOpenChange={sharing.setOpen}
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
