import { FileText, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '../../../lib/utils'
import type { PendingAttachment } from '../hooks/use-attachments'
import { IconButton } from '../../../components/ui/icon-button'

/** The files picked for the next question, with their upload progress. */
export function AttachmentChips({
  attachments,
  onRemove,
}: {
  attachments: readonly PendingAttachment[]
  onRemove: (id: string) => void
}) {
  const { t } = useTranslation('chat')
  if (attachments.length === 0) return null
  return (
    <ul aria-label={t('attachments.label')} className="flex flex-wrap gap-2 px-3 pt-3">
      {attachments.map((a) => (
        <li
          key={a.id}
          className={cn(
            'relative flex max-w-60 items-center gap-2 overflow-hidden rounded-xl border bg-muted/50 py-1.5 ps-1.5 pe-1 text-sm',
            a.status === 'failed' && 'border-destructive',
          )}
        >
          {a.preview ? (
            <img src={a.preview} alt="" className="size-9 rounded-lg object-cover" />
          ) : (
            <FileText aria-hidden="true" className="size-9 shrink-0 p-1.5 text-muted-foreground" />
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate">{a.name}</span>
            <span className="block text-xs text-muted-foreground">
              {a.status === 'uploading'
                ? t('attachments.uploading', { percent: Math.round(a.progress * 100) })
                : a.status === 'failed'
                  ? t('attachments.failedShort')
                  : t('attachments.ready')}
            </span>
          </span>
          <IconButton
            label={t('attachments.remove', { name: a.name })}
            onClick={() => {
              onRemove(a.id)
            }}
          >
            <X aria-hidden="true" />
          </IconButton>
          {a.status === 'uploading' && (
            <progress
              className="absolute inset-x-0 bottom-0 h-0.5 w-full appearance-none [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:bg-primary"
              max={1}
              value={a.progress}
              aria-label={t('attachments.progress', { name: a.name })}
            />
          )}
        </li>
      ))}
    </ul>
  )
}
