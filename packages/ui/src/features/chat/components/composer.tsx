import { ArrowUp, Loader2, Mic, Paperclip, Square } from 'lucide-react'
import { useImperativeHandle, useRef, useState } from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/utils'
import type { PendingAttachment } from '../hooks/use-attachments'
import type { VoiceState } from '../hooks/use-voice-input'
import { AttachmentChips } from './attachment-chips'
import { IconButton } from '../../../components/ui/icon-button'

export interface ComposerHandle {
  focus: () => void
  /** Puts words in the input (a suggested prompt, a transcription), after what is there. */
  insert: (text: string) => void
}

/**
 * The question box, pinned under the conversation and growing with its text: Enter sends,
 * Shift+Enter starts a new line, Escape stops an answer; files and voice beside it.
 */
export function Composer({
  ref,
  streaming,
  canSend,
  onSend,
  onStop,
  attachments,
  accept,
  onAttach,
  onRemoveAttachment,
  voice,
}: {
  ref?: Ref<ComposerHandle>
  streaming: boolean
  /** A model is chosen and no upload is running. */
  canSend: boolean
  /** Answers false when nothing was sent (the words stay). */
  onSend: (words: string) => boolean
  onStop: () => void
  attachments: readonly PendingAttachment[]
  accept: string
  onAttach: (files: FileList) => void
  onRemoveAttachment: (id: string) => void
  voice: { state: VoiceState; supported: boolean; start: () => void; stop: () => void }
}) {
  const { t } = useTranslation('chat')
  const [words, setWords] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)
  const files = useRef<HTMLInputElement>(null)

  useImperativeHandle(ref, () => ({
    focus: () => input.current?.focus(),
    insert: (text) => {
      setWords((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text))
      input.current?.focus()
    },
  }))

  const send = () => {
    if (streaming || !canSend || !words.trim()) return
    if (onSend(words)) setWords('')
  }

  return (
    <form
      data-slot="composer"
      className="mx-auto w-full max-w-[46rem] px-3 pb-3 sm:px-4 sm:pb-4"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <div className="rounded-3xl border bg-background shadow-xs focus-within:ring-[3px] focus-within:ring-ring/30">
        <AttachmentChips attachments={attachments} onRemove={onRemoveAttachment} />
        <textarea
          ref={input}
          value={words}
          dir="auto"
          rows={1}
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          aria-keyshortcuts="Shift+Escape"
          className="block field-sizing-content max-h-52 min-h-12 w-full resize-none bg-transparent px-4 pt-3.5 pb-1 text-base outline-none placeholder:text-muted-foreground"
          onChange={(event) => {
            setWords(event.currentTarget.value)
          }}
          onPaste={(event) => {
            if (event.clipboardData.files.length > 0) {
              event.preventDefault()
              onAttach(event.clipboardData.files)
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              send()
            }
          }}
        />
        <div className="flex items-center gap-1 px-2 pb-2">
          <input
            ref={files}
            type="file"
            multiple
            accept={accept}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              if (event.currentTarget.files) onAttach(event.currentTarget.files)
              event.currentTarget.value = ''
            }}
          />
          <IconButton
            label={t('composer.attach')}
            onClick={() => {
              files.current?.click()
            }}
          >
            <Paperclip aria-hidden="true" />
          </IconButton>
          {voice.supported && (
            <IconButton
              label={
                voice.state === 'recording'
                  ? t('voice.stop')
                  : voice.state === 'transcribing'
                    ? t('voice.transcribing')
                    : t('voice.start')
              }
              aria-pressed={voice.state === 'recording'}
              disabled={voice.state === 'transcribing'}
              className={cn(voice.state === 'recording' && 'text-destructive')}
              onClick={voice.state === 'recording' ? voice.stop : voice.start}
            >
              {voice.state === 'transcribing' ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <Mic
                  aria-hidden="true"
                  className={cn(voice.state === 'recording' && 'animate-pulse')}
                />
              )}
            </IconButton>
          )}
          <span className="flex-1" />
          {streaming ? (
            <Button
              type="button"
              size="icon"
              aria-label={t('composer.stop')}
              aria-keyshortcuts="Escape"
              title={t('composer.stop')}
              className="rounded-full"
              onClick={onStop}
            >
              <Square aria-hidden="true" className="fill-current" />
            </Button>
          ) : (
            <Button
              type="submit"
              size="icon"
              aria-label={t('composer.send')}
              title={t('composer.send')}
              className="rounded-full"
              disabled={!canSend || !words.trim()}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
      <p className="mt-2 text-center text-xs text-muted-foreground max-sm:hidden">
        {t('composer.hint')}
      </p>
    </form>
  )
}
