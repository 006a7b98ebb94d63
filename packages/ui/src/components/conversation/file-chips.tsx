import type { MessageFile } from '@amply/api/entities/chat'
import { FileText, ImageIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fileKindLabel, formatFileSize } from '../../lib/format/file-size'
import { BlobImage } from './blob-image'

/**
 * The files a question was asked with, under its words: each a chip with its name, kind and
 * size. `chip` draws one differently (the chat's open them); by default they only say what
 * was sent, as a share shows them.
 */
export function FileChips({
  files,
  chip = (file) => <FileChipFace file={file} />,
}: {
  files: readonly MessageFile[]
  chip?: (file: MessageFile) => ReactNode
}) {
  const { t } = useTranslation('conversation')
  if (files.length === 0) return null
  return (
    <ul aria-label={t('files.label')} className="flex max-w-[85%] flex-wrap justify-end gap-2">
      {files.map((file, index) => (
        <li key={file.file_id ?? `${file.file_name}-${String(index)}`} className="min-w-0">
          {chip(file)}
        </li>
      ))}
    </ul>
  )
}

/** What a chip shows: a thumbnail or the kind's icon, the name, then kind and size. */
export function FileChipFace({
  file,
  thumbnail = null,
}: {
  file: MessageFile
  /** An image's own bytes, once loaded. */
  thumbnail?: Blob | null
}) {
  const { i18n } = useTranslation()
  const Icon = file.kind === 'image' ? ImageIcon : FileText
  return (
    <span className="flex max-w-60 min-w-0 items-center gap-2 rounded-xl border bg-background py-1.5 ps-1.5 pe-3 text-start text-sm">
      {thumbnail ? (
        <BlobImage blob={thumbnail} alt="" className="size-9 shrink-0 rounded-lg object-cover" />
      ) : (
        <Icon
          aria-hidden="true"
          className="size-9 shrink-0 rounded-lg bg-muted p-2 text-muted-foreground"
        />
      )}
      <span className="min-w-0">
        <span dir="auto" className="block truncate font-medium">
          {file.file_name}
        </span>
        <span className="block text-xs text-muted-foreground">
          <bdi>{fileKindLabel(file.content_type, file.file_name)}</bdi> ·{' '}
          <bdi>{formatFileSize(file.size, i18n.language)}</bdi>
        </span>
      </span>
    </span>
  )
}
