import type { Conversation } from '@amply/api/entities/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../app/app-services'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { historyKey } from '../api/history'
import { errorText } from '../lib/error-text'
import { useRouteMutation } from '../../../lib/server-state/route-mutation'

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
  const queries = useQueryClient()
  const remove = useRouteMutation('deleteConversation', {
    onSuccess: async () => {
      onOpenChange(false)
      onDeleted(conversation.session_id)
      notifications.success(t('history.deleted'))
      await queries.invalidateQueries({ queryKey: historyKey })
    },
    onError: (error) => {
      notifications.error(errorText(error))
    },
  })
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('shortcuts.close')}>
        <DialogHeader>
          <DialogTitle>{t('history.deleteTitle')}</DialogTitle>
          <DialogDescription>
            {t('history.deleteBody', { title: conversation.title })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              onOpenChange(false)
            }}
          >
            {t('history.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              remove.mutate({ params: { session_id: conversation.session_id } })
            }}
          >
            {t('history.confirmDelete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
