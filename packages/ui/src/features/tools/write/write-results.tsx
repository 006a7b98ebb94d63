import type { ChatMessage } from '@amply/api/entities/chat'
import { PenLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ToolResult } from '../components/tool-result'

export interface WriteResultsProps {
  branch: readonly ChatMessage[]
  onStop: () => void
  onRegenerate: (answerId: string) => void
  onContinue: () => void
  onShare: (() => void) | undefined
}

/**
 * The session's texts, newest first, each under the request that asked for it. The newest
 * can be regenerated, continued or shared; every one can be copied.
 */
export function WriteResults({
  branch,
  onStop,
  onRegenerate,
  onContinue,
  onShare,
}: WriteResultsProps) {
  const { t } = useTranslation('write')
  const pairs = branch
    .filter((m) => m.role === 'assistant')
    .map((answer) => ({ answer, request: branch.find((m) => m.chat_id === answer.parent_id) }))
    .reverse()
  if (pairs.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PenLine aria-hidden="true" className="size-5" />
        </span>
        <h2 className="font-medium">{t('empty.title')}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{t('empty.body')}</p>
      </div>
    )
  }
  return (
    <ol className="flex flex-col gap-6" aria-label={t('results')}>
      {pairs.map(({ answer, request }, index) => {
        const newest = index === 0
        return (
          <li key={answer.chat_id} className="flex flex-col gap-2">
            {request && (
              <p
                dir="auto"
                className="line-clamp-2 text-sm text-muted-foreground"
                title={request.content}
              >
                {request.content}
              </p>
            )}
            <ToolResult
              answer={answer}
              showWords
              onStop={onStop}
              {...(newest
                ? {
                    onRegenerate: () => {
                      onRegenerate(answer.chat_id)
                    },
                    onContinue,
                    onShare,
                  }
                : {})}
            />
          </li>
        )
      })}
    </ol>
  )
}
