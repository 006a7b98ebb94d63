import type { ChatMessage } from '@amply/api/entities/chat'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useModelName } from '../../lib/models/use-model-name'
import { Markdown } from '../markdown/lazy-markdown'
import { textDirection } from '../markdown/text-direction'
import { FileChips } from './file-chips'
import { ThinkingBlock } from './thinking-block'
import { CitationSourcesProvider } from './web/citation-context'
import { withCitationLinks } from './web/citations'
import { SourceList } from './web/source-list'
import { WebSearchStatus } from './web/web-search-status'

/**
 * One message of a conversation as it reads, without controls: the user's words in a light
 * bubble with the files they were sent with, the assistant's answer as markdown without one
 * (its model named above it, its thinking folded). The chat adds its controls below (`actions`)
 * and files that open (`files`); the shared page shows it as it is; the printed page names the
 * model in its own heading (`namesModel` false).
 */
export function MessageView({
  message,
  actions,
  namesModel = true,
  files = <FileChips files={message.files} />,
}: {
  message: ChatMessage
  actions?: ReactNode
  namesModel?: boolean
  files?: ReactNode
}) {
  if (message.role === 'user') {
    return (
      <div data-slot="user-message" className="group flex flex-col items-end gap-1">
        {files}
        <div
          // Decided from the words once, not by the browser on every change around them.
          dir={textDirection(message.content)}
          className="max-w-[85%] rounded-3xl bg-muted px-4 py-2.5 break-words whitespace-pre-wrap"
        >
          {message.content}
        </div>
        {actions}
      </div>
    )
  }
  return (
    <div data-slot="assistant-message" className="group flex flex-col gap-1">
      {namesModel && message.model && <AnswerModel modelId={message.model} />}
      <AnswerBody message={message} />
      {actions}
    </div>
  )
}

/**
 * The quiet line that names the model an answer came from (its line kept while the catalogue
 * loads, so the answer does not move when the name arrives).
 */
function AnswerModel({ modelId }: { modelId: string }) {
  const { t } = useTranslation('conversation')
  const name = useModelName()
  return (
    <p data-slot="answer-model" className="min-h-4 text-xs/4 text-muted-foreground">
      {name && (
        <>
          <span className="sr-only">{t('answeredBy')} </span>
          <bdi>{name(modelId)}</bdi>
        </>
      )}
    </p>
  )
}

/** The answer itself: thinking, words, and what a reader must know (still writing, stopped). */
export function AnswerBody({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('conversation')
  const streaming = message.loading
  const thinking = streaming && message.content === ''
  // While it searches and reads the web, that is what it shows it is doing.
  const searching = message.search !== null && message.search.status !== 'done'
  const waiting = thinking && message.reasoning_content === '' && !searching
  return (
    <div aria-busy={streaming}>
      <WebSearchStatus search={message.search} />
      {message.reasoning_content !== '' && (
        <ThinkingBlock reasoning={message.reasoning_content} thinking={thinking} />
      )}
      {searching && message.content === '' ? null : waiting ? (
        <span className="inline-flex h-7 items-center gap-1" role="status">
          <span className="sr-only">{t('writing')}</span>
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              aria-hidden="true"
              className="size-1.5 animate-pulse rounded-full bg-muted-foreground"
              style={{ animationDelay: `${dot * 150}ms` }}
            />
          ))}
        </span>
      ) : (
        <CitationSourcesProvider value={message.sources}>
          <Markdown
            text={withCitationLinks(message.content, message.sources)}
            streaming={streaming}
          />
        </CitationSourcesProvider>
      )}
      <SourceList sources={message.sources} />
      {message.incomplete && !streaming && (
        <p className="mt-2 text-xs text-muted-foreground">{t('stopped')}</p>
      )}
    </div>
  )
}
