import type { ChatMessage } from '@amply/api/entities/chat'
import type { AiModel } from '@amply/api/entities/model'
import { isLocalId } from '@amply/core/chat/chat-store'
import { Pencil } from 'lucide-react'
import { memo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageView } from '../../../components/conversation/message-view'
import { Button } from '../../../components/ui/button'
import { Textarea } from '../../../components/ui/textarea'
import { cn } from '../../../lib/utils'
import { BranchSwitcher } from './branch-switcher'
import { MessageFiles } from './message-files'
import { CopyButton } from '../../../components/conversation/copy-button'
import { FeedbackButtons } from './feedback-buttons'
import { RegenerateControl } from './regenerate-control'
import { IconButton } from '../../../components/ui/icon-button'
import { isSendKey } from '../../../lib/keyboard/is-send-key'

export interface MessageHandlers {
  edit: (questionId: string, words: string) => void
  /** With the model picked in the top bar, or with `model` (chosen in the answer's menu). */
  regenerate: (answerId: string, model?: AiModel) => void
  selectBranch: (chatId: string) => void
}

/**
 * A message with its controls (shown on hover or focus, always on touch screens): copy, edit
 * and versions for a question; copy, regenerate, feedback and versions for an answer.
 */
export const ChatMessageItem = memo(function ChatMessageItem({
  message,
  versions,
  streaming,
  handlers,
}: {
  message: ChatMessage
  /**
   * Its versions (itself among them, oldest first): the tree's own list, which stays the same
   * array while an answer streams elsewhere, so this message is not drawn again for it.
   */
  versions: readonly string[]
  /** An answer is being written somewhere in the conversation: no new branches meanwhile. */
  streaming: boolean
  handlers: MessageHandlers
}) {
  const { t } = useTranslation('chat')
  const [editing, setEditing] = useState(false)
  const index = versions.indexOf(message.chat_id)
  const isLocal = isLocalId(message.chat_id)

  if (editing) {
    return (
      <EditQuestion
        initial={message.content}
        onCancel={() => {
          setEditing(false)
        }}
        onSend={(words) => {
          setEditing(false)
          handlers.edit(message.chat_id, words)
        }}
      />
    )
  }

  const answering = message.loading
  const actions = answering ? null : (
    <div
      className={cn(
        'flex flex-wrap items-center gap-0.5',
        'opacity-100 transition-opacity duration-150 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100',
        message.role === 'user' && 'justify-end',
      )}
    >
      <BranchSwitcher
        ids={versions}
        index={index}
        disabled={streaming}
        onSelect={handlers.selectBranch}
      />
      <CopyButton text={message.content} />
      {message.role === 'user' ? (
        <IconButton
          label={t('actions.edit')}
          disabled={streaming}
          onClick={() => {
            setEditing(true)
          }}
        >
          <Pencil aria-hidden="true" />
        </IconButton>
      ) : (
        <>
          <RegenerateControl
            disabled={streaming || isLocal}
            onRegenerate={(model) => {
              handlers.regenerate(message.chat_id, model)
            }}
          />
          {!isLocal && <FeedbackButtons chatId={message.chat_id} />}
        </>
      )}
    </div>
  )
  return (
    <MessageView
      message={message}
      actions={actions}
      files={<MessageFiles files={message.files} />}
    />
  )
})

function EditQuestion({
  initial,
  onCancel,
  onSend,
}: {
  initial: string
  onCancel: () => void
  onSend: (words: string) => void
}) {
  const { t } = useTranslation('chat')
  const [words, setWords] = useState(initial)
  const send = () => {
    if (words.trim()) onSend(words)
  }
  return (
    <form
      className="ms-auto flex w-full max-w-[85%] flex-col gap-2 rounded-3xl bg-muted p-3"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <Textarea
        aria-label={t('edit.label')}
        value={words}
        // Opening the editor is asking to type in it.
        autoFocus
        dir="auto"
        className="field-sizing-content max-h-72 min-h-16 resize-none border-0 bg-transparent shadow-none focus-visible:ring-0"
        onChange={(event) => {
          setWords(event.currentTarget.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault()
            onCancel()
          } else if (isSendKey(event)) {
            event.preventDefault()
            send()
          }
        }}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!words.trim()}>
          {t('edit.send')}
        </Button>
      </div>
    </form>
  )
}
