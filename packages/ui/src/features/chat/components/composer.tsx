import { ArrowUp, Globe, Loader2, Mic, Paperclip, Square } from 'lucide-react'
import { useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { cn } from '../../../lib/utils'
import type { PendingAttachment } from '../hooks/use-attachments'
import type { VoiceState } from '../hooks/use-voice-input'
import { AttachmentChips } from './attachment-chips'
import { IconButton } from '../../../components/ui/icon-button'
import { prepareAnswerRendering } from '../../../components/markdown/lazy-markdown'
import { isSendKey } from '../../../lib/keyboard/is-send-key'

export interface ComposerHandle {
  focus: () => void
  /** Puts words in the input (a transcription), after what is there. */
  insert: (text: string) => void
  /** Starts the question with a suggested opening, before what is typed, ready to go on. */
  start: (opening: string) => void
}

/**
 * Whether a question can go now: `waiting` while what it needs is on its way (the models, an
 * upload, the conversation opening), `unavailable` when it will not come by itself (the model
 * list failed).
 */
export type ComposerReadiness = 'ready' | 'waiting' | 'unavailable'

/**
 * The question box, pinned under the conversation and growing with its text: Enter sends,
 * Shift+Enter starts a new line, Escape stops an answer; files and voice beside it. A question
 * sent before the chat is ready waits, shown on the Send button, and goes once it is.
 */
export function Composer({
  ref,
  streaming,
  readiness,
  onSend,
  onUnavailable,
  onStop,
  attachments,
  accept,
  onAttach,
  onRemoveAttachment,
  voice,
  webSearch,
}: {
  ref?: Ref<ComposerHandle>
  streaming: boolean
  readiness: ComposerReadiness
  /** Answers false when nothing was sent (the words stay). */
  onSend: (words: string) => boolean
  /** A question is waiting while the chat is unavailable: make it available again, or say why. */
  onUnavailable: () => void
  onStop: () => void
  attachments: readonly PendingAttachment[]
  accept: string
  onAttach: (files: FileList) => void
  onRemoveAttachment: (id: string) => void
  voice: { state: VoiceState; supported: boolean; start: () => void; stop: () => void }
  /** The conversation's "Search the web" switch (docs/product.md#web-search); none: not shown. */
  webSearch?: { on: boolean; set: (on: boolean) => void }
}) {
  const { t } = useTranslation('chat')
  const [words, setWords] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)
  const files = useRef<HTMLInputElement>(null)
  // A question being typed: its answer's renderer and plugins come meanwhile.
  const typing = words.trim() !== ''
  useEffect(() => {
    if (typing) prepareAnswerRendering()
  }, [typing])

  useImperativeHandle(ref, () => ({
    focus: () => input.current?.focus(),
    insert: (text) => {
      setWords((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text))
      input.current?.focus()
    },
    start: (opening) => {
      setWords((current) =>
        current.trim() ? `${opening} ${current.trimStart()}` : `${opening.trimEnd()} `,
      )
      input.current?.focus()
    },
  }))

  // A question asked before the chat was ready: it goes once ready, or stops waiting when the
  // chat becomes unavailable (the words stay either way).
  const [queued, setQueued] = useState(false)
  const waiting = queued && readiness === 'waiting'

  const send = () => {
    if (streaming || !words.trim() || waiting) return
    if (readiness === 'ready') {
      if (onSend(words)) setWords('')
      return
    }
    setQueued(true)
    if (readiness === 'unavailable') onUnavailable()
  }

  useEffect(() => {
    if (!queued || readiness === 'waiting') return
    // The wait ends with what it waited on (the models, an upload: outside this component).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueued(false)
    if (readiness === 'ready' && !streaming && words.trim() && onSend(words)) setWords('')
  }, [queued, readiness, streaming, words, onSend])

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
            if (isSendKey(event)) {
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
          {webSearch ? (
            <button
              type="button"
              role="switch"
              aria-checked={webSearch.on}
              data-slot="web-search-switch"
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                webSearch.on
                  ? 'border-primary/40 bg-primary/10 text-primary'
                  : 'border-transparent text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
              onClick={() => {
                webSearch.set(!webSearch.on)
              }}
            >
              <Globe aria-hidden="true" className="size-4" />
              {t('composer.webSearch')}
            </button>
          ) : null}
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
              aria-label={waiting ? t('composer.waiting') : t('composer.send')}
              aria-busy={waiting}
              title={waiting ? t('composer.waiting') : t('composer.send')}
              className={cn('rounded-full', waiting && 'disabled:opacity-100')}
              disabled={waiting || !words.trim()}
            >
              {waiting ? (
                <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <ArrowUp aria-hidden="true" />
              )}
            </Button>
          )}
        </div>
      </div>
      <p
        role="status"
        className={cn(
          'mt-2 text-center text-xs text-muted-foreground',
          !waiting && 'max-sm:hidden',
        )}
      >
        {waiting ? t('composer.waiting') : t('composer.hint')}
      </p>
    </form>
  )
}
