import type { Conversation } from '@amply/api/entities/chat'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { useDeleteConversation } from '../api/history'

/** Deleting a conversation asks first: it cannot be brought back. */
export function DeleteConversationDialog({
  conversation,
  open,
  onOpenChange,
  onDeleted,
}: {
  conversation: Conversation
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: (sessionId: string) => void
}) {
  const { t } = useTranslation('chat')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const remove = useDeleteConversation({
    onSuccess: () => {
      onOpenChange(false)
      onDeleted(conversation.session_id)
      notifications.success(t('history.deleted'))
    },
  })
  // A failure shows in the dialog, which stays open to try again.
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('history.deleteTitle')}
      description={t('history.deleteBody', { title: conversation.title })}
      confirmLabel={t('history.confirmDelete')}
      cancelLabel={t('history.cancel')}
      errorText={errorText}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { session_id: conversation.session_id } })
      }}
    />
  )
}
