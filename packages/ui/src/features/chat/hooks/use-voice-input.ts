import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { useTranscribeAudio } from '../api/answers'
import { useErrorText } from '../../../lib/forms/use-error-text'

export type VoiceState = 'idle' | 'recording' | 'transcribing'

/**
 * Voice input: records in the browser (MediaRecorder), sends the recording to
 * `audio/transcriptions` and hands the text to `onText` (the composer).
 */
export function useVoiceInput(onText: (text: string) => void) {
  const { mutateAsync: transcribeAudio } = useTranscribeAudio()
  const { t } = useTranslation('chat')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const [state, setState] = useState<VoiceState>('idle')
  const recorder = useRef<MediaRecorder | null>(null)
  const supported =
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    'mediaDevices' in navigator

  const transcribe = useCallback(
    (audio: Blob) => {
      setState('transcribing')
      transcribeAudio({ body: { file: audio } }).then(
        ({ text }) => {
          setState('idle')
          if (text.trim()) onText(text.trim())
        },
        (error: unknown) => {
          setState('idle')
          notifications.error(t('voice.failed', { reason: errorText(error) }))
        },
      )
    },
    [transcribeAudio, errorText, notifications, onText, t],
  )

  const start = useCallback(async () => {
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      notifications.error(t('voice.denied'))
      return
    }
    const chunks: Blob[] = []
    const media = new MediaRecorder(stream)
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data)
    }
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop()
      recorder.current = null
      const audio = new Blob(chunks, { type: media.mimeType || 'audio/webm' })
      if (audio.size > 0) transcribe(audio)
      else setState('idle')
    }
    recorder.current = media
    media.start()
    setState('recording')
  }, [notifications, t, transcribe])

  const stop = useCallback(() => {
    recorder.current?.stop()
  }, [])

  useEffect(
    () => () => {
      const media = recorder.current
      if (media) {
        media.onstop = null
        media.stop()
        for (const track of media.stream.getTracks()) track.stop()
      }
    },
    [],
  )

  return { state, supported, start, stop }
}
