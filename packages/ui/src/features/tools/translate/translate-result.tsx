import type { ChatMessage } from '@amply/api/entities/chat'
import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ToolResult } from '../components/tool-result'

/** The newest translation, streamed, with copy and share; what to do first before there is one. */
export function TranslateResult({
  answer,
  onStop,
  onShare,
}: {
  answer: ChatMessage | null
  onStop: () => void
  onShare: (() => void) | undefined
}) {
  const { t } = useTranslation('translate')
  if (!answer) {
    return (
      <div className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Languages aria-hidden="true" className="size-5" />
        </span>
        <h2 className="font-medium">{t('empty.title')}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{t('empty.body')}</p>
      </div>
    )
  }
  return <ToolResult answer={answer} onStop={onStop} onShare={onShare} className="h-full" />
}
