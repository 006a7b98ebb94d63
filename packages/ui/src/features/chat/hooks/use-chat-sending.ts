import type { Session } from '@amply/core/auth/session'
import type { ChatStore } from '@amply/core/chat/chat-store'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { withContext } from '../../../lib/chat/chat-prefill'
import type { ChatPrefill } from '../../../lib/chat/chat-prefill'
import { useModelStore } from '../../../lib/models/model-store-context'
import { acceptedTypes, acceptsImages } from '../../../lib/uploads/attachment-rules'
import type { MessageHandlers } from '../components/chat-message'
import type { ComposerReadiness } from '../components/composer'
import { useAttachments } from './use-attachments'
import { useVoiceInput } from './use-voice-input'

/**
 * What the chat sends with: the model picked in the top bar, attachments, dictation, a page's
 * text handed over by the side panel (sent along with the next question), and whether a
 * question can go now (`readiness`).
 */
export function useChatSending(
  session: Session,
  chat: ChatStore,
  /** Types into the message box; scrolls the conversation to its end. */
  view: { insert: (text: string) => void; toEnd: () => void },
  opening: boolean,
  /** The conversation's "Search the web" switch is on: questions are searched. */
  webSearch = false,
) {
  const { state: models, store: modelStore } = useModelStore()
  const model = models.selected
  const modelRef = useRef(model)
  const webSearchRef = useRef(webSearch)
  useEffect(() => {
    modelRef.current = model
    webSearchRef.current = webSearch
  }, [model, webSearch])

  // Text sent along with the next question (a page from the side panel), and whether it went.
  const [context, setContext] = useState<{ value: ChatPrefill['context']; sent: boolean } | null>(
    null,
  )

  const images = acceptsImages(model)
  const attachments = useAttachments(session, images)
  const dictation = useVoiceInput(view.insert)
  const voice = {
    ...dictation,
    start: () => {
      void dictation.start()
    },
  }

  const handlers = useMemo<MessageHandlers>(
    () => ({
      edit: (questionId, words) => {
        const selected = modelRef.current
        if (selected)
          void chat.edit(questionId, words, {
            model: selected,
            ...(webSearchRef.current ? { webSearch: true } : {}),
          })
      },
      regenerate: (answerId, chosen) => {
        const selected = chosen ?? modelRef.current
        if (selected)
          void chat.regenerate(answerId, {
            model: selected,
            ...(webSearchRef.current ? { webSearch: true } : {}),
          })
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
    const files = attachments.take()
    const pending = context && !context.sent ? context.value : undefined
    void chat.send(withContext(words, pending), {
      model,
      ...(files.length ? { files } : {}),
      ...(webSearch ? { webSearch } : {}),
    })
    if (pending) setContext({ value: pending, sent: true })
    view.toEnd()
    return true
  }

  /** A page's text from the side panel, in a new chat: filled in, or asked at once. */
  const prefill = (given: ChatPrefill) => {
    if (given.context) setContext({ value: given.context, sent: false })
    if (given.send && model) {
      void chat.send(withContext(given.text, given.context), { model })
      if (given.context) setContext({ value: given.context, sent: true })
    } else view.insert(given.text)
  }

  const clearContext = useCallback(() => {
    setContext(null)
  }, [])

  return {
    model,
    readiness,
    retryModels,
    send,
    prefill,
    context,
    clearContext,
    attachments,
    accept: acceptedTypes(images),
    voice,
    handlers,
  }
}
