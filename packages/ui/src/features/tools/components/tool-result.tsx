import type { ChatMessage } from '@amply/api/entities/chat'
import { ArrowRightToLine, RefreshCw, Share2, Square } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AnswerBody } from '../../../components/conversation/message-view'
import { CopyButton } from '../../../components/conversation/copy-button'
import { Button } from '../../../components/ui/button'
import { IconButton } from '../../../components/ui/icon-button'
import { cn } from '../../../lib/utils'
import { wordCount } from '../lib/word-count'

export interface ToolResultProps {
  answer: ChatMessage
  /** Regenerate, continue and share are offered only where a handler is given. */
  onRegenerate?: (() => void) | undefined
  onContinue?: (() => void) | undefined
  onShare?: (() => void) | undefined
  onStop?: (() => void) | undefined
  /** Show how many words the result has (write: the paragraph's cap is in words). */
  showWords?: boolean
  /** Above the actions, e.g. a note about a cap. */
  note?: ReactNode
  className?: string
}

/**
 * A tool's streamed result (write, translate, read): the text as markdown while it arrives,
 * then its actions: copy, regenerate, continue, share. Stop while it streams.
 */
export function ToolResult({
  answer,
  onRegenerate,
  onContinue,
  onShare,
  onStop,
  showWords = false,
  note,
  className,
}: ToolResultProps) {
  const { t } = useTranslation('tools')
  const streaming = answer.loading
  const done = !streaming && answer.content !== ''
  return (
    <section
      data-slot="tool-result"
      aria-label={t('result.label')}
      className={cn('rounded-xl border bg-card p-4 sm:p-5', className)}
    >
      <div dir="auto" className="min-h-12">
        <AnswerBody message={answer} />
      </div>
      {note}
      <div className="mt-3 flex min-h-9 flex-wrap items-center gap-1 border-t pt-2">
        {streaming && onStop && (
          <Button type="button" variant="outline" size="sm" onClick={onStop}>
            <Square aria-hidden="true" className="fill-current" />
            {t('result.stop')}
          </Button>
        )}
        {done && <CopyButton text={answer.content} />}
        {done && onRegenerate && (
          <IconButton label={t('result.regenerate')} onClick={onRegenerate}>
            <RefreshCw aria-hidden="true" />
          </IconButton>
        )}
        {done && onContinue && (
          <IconButton label={t('result.continue')} onClick={onContinue}>
            <ArrowRightToLine aria-hidden="true" className="rtl:-scale-x-100" />
          </IconButton>
        )}
        {done && onShare && (
          <IconButton label={t('result.share')} aria-haspopup="dialog" onClick={onShare}>
            <Share2 aria-hidden="true" />
          </IconButton>
        )}
        <span className="flex-1" />
        {showWords && answer.content !== '' && (
          <span className="text-xs text-muted-foreground tabular-nums" data-slot="word-count">
            {t('result.words', { count: wordCount(answer.content) })}
          </span>
        )}
      </div>
    </section>
  )
}
