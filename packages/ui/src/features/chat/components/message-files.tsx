import type { MessageFile } from '@amply/api/entities/chat'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FileChipFace, FileChips } from '../../../components/conversation/file-chips'
import { useChatImage } from '../api/attachments'
import { FileViewer } from './file-viewer'

/** A question's files in the chat: each chip opens the file (an image) or its text. */
export function MessageFiles({ files }: { files: readonly MessageFile[] }) {
  const [open, setOpen] = useState<MessageFile | null>(null)
  return (
    <>
      <FileChips
        files={files}
        chip={(file) => (
          <OpenableChip
            file={file}
            onOpen={() => {
              setOpen(file)
            }}
          />
        )}
      />
      <FileViewer
        file={open}
        onOpenChange={(next) => {
          if (!next) setOpen(null)
        }}
      />
    </>
  )
}

function OpenableChip({ file, onOpen }: { file: MessageFile; onOpen: () => void }) {
  const { t } = useTranslation('conversation')
  const image = useChatImage(file.kind === 'image' ? file.file_id : null)
  // A question still on its way, or a copy's file that is someone else's: nothing to open.
  if (!file.file_id) return <FileChipFace file={file} />
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('files.open', { name: file.file_name })}
      className="block max-w-full rounded-xl outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>span]:bg-transparent"
    >
      <FileChipFace file={file} thumbnail={image.data ?? null} />
    </button>
  )
}
