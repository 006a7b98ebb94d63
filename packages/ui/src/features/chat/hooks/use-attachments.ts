import type { MessageFile } from '@amply/api/entities/chat'
import type { Session } from '@amply/core/auth/session'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { uploadWithProgress } from '../../../lib/uploads/upload'
import { checkAttachment } from '../../../lib/uploads/attachment-rules'
import type { AttachmentKind } from '../../../lib/uploads/attachment-rules'
import { useErrorText } from '../../../lib/forms/use-error-text'

export interface PendingAttachment {
  id: string
  name: string
  kind: AttachmentKind
  /** The file's type and size, which the question shows once sent. */
  contentType: string
  size: number
  /** A local preview of an image (blob: URL). */
  preview: string | null
  /** 0 to 1 while uploading. */
  progress: number
  status: 'uploading' | 'ready' | 'failed'
  fileId: string | null
}

let nextId = 0

/**
 * Files picked for the next question: checked (type, size) before anything goes, uploaded at
 * once with their progress shown, sent with the question (which shows them as chips).
 */
export function useAttachments(session: Session, acceptsImages: boolean) {
  const { t } = useTranslation('chat')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const [attachments, setAttachments] = useState<PendingAttachment[]>([])
  const controllers = useRef(new Map<string, AbortController>())

  const update = (id: string, patch: Partial<PendingAttachment>) => {
    setAttachments((list) => list.map((a) => (a.id === id ? { ...a, ...patch } : a)))
  }

  const add = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) {
        const check = checkAttachment(file, acceptsImages)
        if (!check.ok) {
          notifications.error(t(`attachments.${check.reason}`, { name: file.name }))
          continue
        }
        const id = `attachment-${++nextId}`
        const controller = new AbortController()
        controllers.current.set(id, controller)
        const preview = check.kind === 'image' ? URL.createObjectURL(file) : null
        setAttachments((list) => [
          ...list,
          {
            id,
            name: file.name,
            kind: check.kind,
            contentType: file.type,
            size: file.size,
            preview,
            progress: 0,
            status: 'uploading',
            fileId: null,
          },
        ])
        uploadWithProgress(
          session.client,
          session.getAccessToken,
          check.kind === 'image' ? 'uploadChatImage' : 'uploadChatFile',
          file,
          (progress) => {
            update(id, { progress })
          },
          controller.signal,
        ).then(
          (uploaded) => {
            update(id, { status: 'ready', progress: 1, fileId: uploaded.file_id })
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            update(id, { status: 'failed' })
            notifications.error(
              t('attachments.failed', { name: file.name, reason: errorText(error) }),
            )
          },
        )
      }
    },
    [acceptsImages, errorText, notifications, session, t],
  )

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort()
    controllers.current.delete(id)
    setAttachments((list) => {
      const gone = list.find((a) => a.id === id)
      if (gone?.preview) URL.revokeObjectURL(gone.preview)
      return list.filter((a) => a.id !== id)
    })
  }, [])

  /** The uploaded files, as the question shows them, and the list emptied for the next one. */
  const take = useCallback((): MessageFile[] => {
    const files = attachments.flatMap((a) =>
      a.status === 'ready' && a.fileId
        ? [
            {
              file_id: a.fileId,
              file_name: a.name,
              content_type: a.contentType,
              kind: a.kind,
              size: a.size,
            },
          ]
        : [],
    )
    for (const a of attachments) if (a.preview) URL.revokeObjectURL(a.preview)
    controllers.current.clear()
    setAttachments([])
    return files
  }, [attachments])

  useEffect(
    () => () => {
      for (const controller of controllers.current.values()) controller.abort()
    },
    [],
  )

  const uploading = attachments.some((a) => a.status === 'uploading')
  return { attachments, add, remove, take, uploading }
}
