import type { ChatMessage } from '@amply/api/entities/chat'
import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AnswerBody } from '../../../components/conversation/message-view'
import { CopyButton } from '../../../components/conversation/copy-button'
import { Button } from '../../../components/ui/button'
import { partRanges, readAnswer } from '../lib/read-answer'

/**
 * One answer about the document: what the model wrote, a clear note when it read only part of
 * a long document, and the parts it cites as buttons that show their text.
 */
export function ReadAnswerView({
  message,
  partCount,
  onShowPart,
}: {
  message: ChatMessage
  partCount: number
  onShowPart: (part: number) => void
}) {
  const { t } = useTranslation('read')
  const { text, coverage, cited } = readAnswer(message.content, partCount)
  const done = !message.loading && text !== ''
  return (
    <div className="flex flex-col gap-3" data-slot="read-answer">
      {coverage && (
        <p
          className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm"
          data-slot="read-coverage"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('coverage', {
              parts: partRanges(coverage.parts),
              read: coverage.parts.length,
              total: coverage.total,
            })}
          </span>
        </p>
      )}
      <div dir="auto">
        <AnswerBody message={{ ...message, content: text }} />
      </div>
      {done && (
        <div className="flex flex-wrap items-center gap-1.5">
          {cited.length > 0 && (
            <span className="me-1 text-xs text-muted-foreground">{t('sources')}</span>
          )}
          {cited.map((part) => (
            <Button
              key={part}
              type="button"
              variant="outline"
              size="sm"
              aria-haspopup="dialog"
              onClick={() => {
                onShowPart(part)
              }}
            >
              {t('part', { n: part })}
            </Button>
          ))}
          <span className="flex-1" />
          <CopyButton text={text} />
        </div>
      )}
    </div>
  )
}
