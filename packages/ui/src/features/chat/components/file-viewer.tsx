import type { MessageFile } from '@amply/api/entities/chat'
import { useTranslation } from 'react-i18next'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog'
import { BlobImage } from '../../../components/conversation/blob-image'
import { Skeleton } from '../../../components/ui/skeleton'
import { fileKindLabel, formatFileSize } from '../../../lib/format/file-size'
import { useChatDocument, useChatImage } from '../api/attachments'

/** A file a question was asked with, opened: the image itself, or the document's text. */
export function FileViewer({
  file,
  onOpenChange,
}: {
  file: MessageFile | null
  onOpenChange: (open: boolean) => void
}) {
  const { t, i18n } = useTranslation('conversation')
  return (
    <Dialog open={file !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('files.close')} className="sm:max-w-2xl">
        {file ? (
          <>
            <DialogTitle className="truncate pe-10 text-base">
              <bdi>{file.file_name}</bdi>
            </DialogTitle>
            <DialogDescription>
              <bdi>{fileKindLabel(file.content_type, file.file_name)}</bdi> ·{' '}
              <bdi>{formatFileSize(file.size, i18n.language)}</bdi>
            </DialogDescription>
            {file.kind === 'image' ? <ImageBody file={file} /> : <DocumentBody file={file} />}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function ImageBody({ file }: { file: MessageFile }) {
  const { t } = useTranslation('conversation')
  const image = useChatImage(file.file_id)
  if (image.isError) return <p role="alert">{t('files.failed')}</p>
  if (!image.data) return <Skeleton className="h-64 w-full" />
  return (
    <BlobImage
      blob={image.data}
      alt={file.file_name}
      className="max-h-[65dvh] w-full rounded-lg object-contain"
    />
  )
}

function DocumentBody({ file }: { file: MessageFile }) {
  const { t } = useTranslation('conversation')
  const document = useChatDocument(file.file_id ?? '', file.file_id !== null)
  if (document.isError) return <p role="alert">{t('files.failed')}</p>
  if (!document.data) return <Skeleton className="h-64 w-full" />
  return (
    <div
      dir="auto"
      tabIndex={0}
      aria-label={t('files.text', { name: file.file_name })}
      className="max-h-[60dvh] overflow-y-auto rounded-lg bg-muted p-4 text-sm whitespace-pre-wrap outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {document.data.parts.join('\n\n')}
    </div>
  )
}
