import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { IconButton } from '../../../components/ui/icon-button'
import { useSendFeedback } from '../api/answers'

type Rating = 'up' | 'down'

/** Thumbs up or down on an answer (`feedback`); the choice stays pressed. */
export function FeedbackButtons({ chatId }: { chatId: string }) {
  const feedback = useSendFeedback()
  const { t } = useTranslation('chat')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const [rating, setRating] = useState<Rating | null>(null)
  const rate = (chosen: Rating) => {
    const before = rating
    setRating(chosen)
    feedback.mutateAsync({ body: { chat_id: chatId, rating: chosen } }).then(
      () => {
        notifications.success(t('feedback.thanks'))
      },
      (error: unknown) => {
        setRating(before)
        notifications.error(errorText(error))
      },
    )
  }
  return (
    <>
      <IconButton
        label={t('feedback.good')}
        aria-pressed={rating === 'up'}
        onClick={() => {
          rate('up')
        }}
      >
        <ThumbsUp aria-hidden="true" className={rating === 'up' ? 'fill-current' : undefined} />
      </IconButton>
      <IconButton
        label={t('feedback.bad')}
        aria-pressed={rating === 'down'}
        onClick={() => {
          rate('down')
        }}
      >
        <ThumbsDown aria-hidden="true" className={rating === 'down' ? 'fill-current' : undefined} />
      </IconButton>
    </>
  )
}
