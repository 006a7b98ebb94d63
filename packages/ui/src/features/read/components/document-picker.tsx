import type { Session } from '@amply/core/auth/session'
import { FileText, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { Label } from '../../../components/ui/label'
import { Progress } from '../../../components/ui/progress'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { Textarea } from '../../../components/ui/textarea'
import { uploadWithProgress } from '../../../lib/uploads/upload'
import type { UploadedFile } from '../../../lib/uploads/upload'
import { checkAttachment, documentTypes } from '../../../lib/uploads/attachment-rules'
import { useErrorText } from '../../../lib/forms/use-error-text'

const accept = [...documentTypes, '.pdf', '.docx', '.txt', '.md', '.markdown'].join(',')

/**
 * The document to read: a file (PDF, DOCX, TXT, Markdown; type and size checked before it is
 * sent, its upload's progress shown) or pasted text, which is sent as a text file.
 */
export function DocumentPicker({
  session,
  onReady,
}: {
  session: Session
  onReady: (file: UploadedFile) => void
}) {
  const { t } = useTranslation('read')
  const errorText = useErrorText()
  const input = useRef<HTMLInputElement>(null)
  const pasteId = useId()
  const [pasted, setPasted] = useState('')
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const send = (file: File) => {
    setError(null)
    const check = checkAttachment(file, false)
    if (!check.ok) {
      setError(
        t(check.reason === 'tooLarge' ? 'picker.tooLarge' : 'picker.unsupported', {
          name: file.name,
        }),
      )
      return
    }
    controller.current = new AbortController()
    setProgress({ name: file.name, fraction: 0 })
    uploadWithProgress(
      session.client,
      session.getAccessToken,
      'uploadChatFile',
      file,
      (fraction) => {
        setProgress({ name: file.name, fraction })
      },
      controller.current.signal,
    ).then(
      (uploaded) => {
        setProgress(null)
        onReady(uploaded)
      },
      (failure: unknown) => {
        setProgress(null)
        setError(t('picker.failed', { name: file.name, reason: errorText(failure) }))
      },
    )
  }

  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) send(file)
  }

  if (progress) {
    const percent = Math.round(progress.fraction * 100)
    return (
      <div className="flex flex-col gap-3 rounded-xl border p-6" data-slot="read-upload-progress">
        <p className="flex items-center gap-2 text-sm font-medium">
          <FileText aria-hidden="true" className="size-4" />
          <span className="truncate">{progress.name}</span>
        </p>
        <Progress value={percent} aria-label={t('picker.uploading', { percent })} />
        <p className="text-xs text-muted-foreground tabular-nums" aria-live="polite">
          {percent < 100 ? t('picker.uploading', { percent }) : t('picker.reading')}
        </p>
      </div>
    )
  }

  return (
    <Tabs defaultValue="file" className="flex flex-col gap-4">
      <TabsList className="self-start">
        <TabsTrigger value="file">{t('picker.fileTab')}</TabsTrigger>
        <TabsTrigger value="paste">{t('picker.pasteTab')}</TabsTrigger>
      </TabsList>
      <TabsContent value="file">
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => {
            setDragging(false)
          }}
          onDrop={drop}
          data-dragging={dragging || undefined}
          className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors data-[dragging]:border-primary data-[dragging]:bg-primary/5"
        >
          <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm font-medium">{t('picker.drop')}</p>
          <p className="text-xs text-muted-foreground">{t('picker.types')}</p>
          <Button
            type="button"
            onClick={() => {
              input.current?.click()
            }}
          >
            {t('picker.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept}
            className="sr-only"
            // The button above opens it: one control for assistive technology, not two.
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ''
              if (file) send(file)
            }}
          />
        </div>
      </TabsContent>
      <TabsContent value="paste" className="flex flex-col gap-3">
        <Label htmlFor={pasteId}>{t('picker.pasteLabel')}</Label>
        <Textarea
          id={pasteId}
          dir="auto"
          rows={8}
          value={pasted}
          placeholder={t('picker.pastePlaceholder')}
          onChange={(event) => {
            setPasted(event.currentTarget.value)
          }}
        />
        <Button
          type="button"
          className="self-start"
          disabled={pasted.trim() === ''}
          onClick={() => {
            send(new File([pasted], 'pasted-text.txt', { type: 'text/plain' }))
          }}
        >
          {t('picker.readText')}
        </Button>
      </TabsContent>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </Tabs>
  )
}
