import type { ApiClient } from '@amply/api/client'
import type { Conversation } from '@amply/api/entities/chat'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../app/app-services'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { historyKey } from '../api/history'
import { errorText } from '../lib/error-text'

/** Deleting a conversation asks first: it cannot be brought back. */
export function DeleteConversationDialog({
  client,
  conversation,
  open,
  onOpenChange,
  onDeleted,
}: {
  client: ApiClient
  conversation: Conversation
  open: boolean
  onOpenChange: (open: boolean) => void
  onDeleted: (sessionId: string) => void
}) {
  const { t } = useTranslation('chat')
  const { notifications } = useAppServices()
  const queries = useQueryClient()
  const remove = useMutation({
    mutationFn: () =>
      client.call('deleteConversation', { params: { session_id: conversation.session_id } }),
    onSuccess: async () => {
      onOpenChange(false)
      onDeleted(conversation.session_id)
      notifications.success(t('history.deleted'))
      await queries.invalidateQueries({ queryKey: historyKey })
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
        await remove.mutateAsync()
      }}
    />
  )
}
