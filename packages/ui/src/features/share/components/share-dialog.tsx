import type { ApiClient } from '@amply/api/client'
import type { ConversationDetail, Share } from '@amply/api/entities/chat'
import { Link2 } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../../lib/app-services'
import { Button } from '../../../components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog'
import { Skeleton } from '../../../components/ui/skeleton'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { branchesOf, defaultBranch } from '../lib/branches'
import { isShareType } from '../lib/continue-target'
import { BranchPicker } from './branch-picker'
import { ShareLink } from './share-link'
import { useRouteQuery } from '../../../lib/server-state/route-queries'
import { useCreateShare } from '../api/shares'

export interface ShareDialogProps {
  /** Not read: calls go through the server-state layer (see ShareDialogSlot). */
  client?: ApiClient
  sessionId: string
  /** The last message of the branch the user has on screen: offered first. */
  shownLeafId?: string | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Shares a conversation read-only: choose the branch (the one on screen first), create its
 * link, copy it, or stop sharing it. A bottom sheet on phones (the dialog's own layout).
 */
export function ShareDialog({ open, onOpenChange, sessionId, shownLeafId }: ShareDialogProps) {
  const { t } = useTranslation('share')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('dialog.title')}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        <ShareDialogBody sessionId={sessionId} shownLeafId={shownLeafId} />
      </DialogContent>
    </Dialog>
  )
}

function ShareDialogBody({
  sessionId,
  shownLeafId,
}: Pick<ShareDialogProps, 'sessionId' | 'shownLeafId'>) {
  const { t } = useTranslation('share')
  const errorText = useErrorText()
  // The conversation as it is now, every branch: asked again each time the dialog opens.
  const source = useRouteQuery('getConversation', { params: { session_id: sessionId } })
  const shares = useRouteQuery('listShares', { query: { session_id: sessionId } })
  if (source.isError || shares.isError) {
    return (
      <div role="alert" className="space-y-3 text-sm">
        <p>{t('dialog.failed', { reason: errorText(source.error ?? shares.error) })}</p>
        <Button
          variant="outline"
          onClick={() => {
            void source.refetch()
            void shares.refetch()
          }}
        >
          {t('dialog.retry')}
        </Button>
      </div>
    )
  }
  if (source.isPending || shares.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t('dialog.loading')}>
        <Skeleton className="h-16" />
        <Skeleton className="h-10" />
      </div>
    )
  }
  return <ShareChoices conversation={source.data} shares={shares.data} shownLeafId={shownLeafId} />
}

function ShareChoices({
  conversation,
  shares,
  shownLeafId,
}: {
  conversation: ConversationDetail
  shares: Share[]
  shownLeafId: string | undefined
}) {
  const { t } = useTranslation('share')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const branches = useMemo(() => branchesOf(conversation.messages), [conversation.messages])
  const [chosen, setChosen] = useState(
    () => defaultBranch(conversation.messages, branches, shownLeafId)?.leafId ?? null,
  )
  // Focus follows the button that was pressed once it gives way to another.
  const [justChanged, setJustChanged] = useState(false)
  const createButton = useRef<HTMLButtonElement>(null)
  const linkOf = (leafId: string | null) => shares.find((share) => share.chat_id === leafId)
  const link = linkOf(chosen)
  const branch = branches.find((b) => b.leafId === chosen)

  const create = useCreateShare({
    onSuccess: () => {
      setJustChanged(true)
    },
    onError: (error) => {
      notifications.error(errorText(error))
    },
  })

  const shared = link !== undefined
  useEffect(() => {
    // Back from "stop sharing": the way to share again.
    if (justChanged && !shared) createButton.current?.focus()
  }, [justChanged, shared])

  if (!branch) return <p className="text-sm text-muted-foreground">{t('dialog.nothing')}</p>
  return (
    <div className="grid min-w-0 gap-4">
      {shares.length > 0 && branches.length > 1 && (
        <p className="flex items-center gap-2 text-sm">
          <Link2 aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {t('dialog.alreadyShared', { count: shares.length })}
        </p>
      )}
      {branches.length > 1 ? (
        <BranchPicker
          branches={branches}
          chosen={branch.leafId}
          shownLeafId={shownLeafId}
          isShared={(leafId) => linkOf(leafId) !== undefined}
          onChoose={(leafId) => {
            setJustChanged(false)
            setChosen(leafId)
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('dialog.whole', { count: branch.messages.length })}
        </p>
      )}
      {link ? (
        <ShareLink
          share={link}
          focusOnMount={justChanged}
          onRevoked={() => {
            setJustChanged(true)
          }}
        />
      ) : (
        <Button
          ref={createButton}
          className="justify-self-start"
          disabled={create.isPending}
          onClick={() => {
            create.mutate({
              body: {
                session_id: conversation.session_id,
                share_type: isShareType(conversation.tool) ? conversation.tool : 'chat',
                chat_id: branch.leafId,
              },
            })
          }}
        >
          <Link2 aria-hidden="true" />
          {create.isPending ? t('dialog.creating') : t('dialog.create')}
        </Button>
      )}
    </div>
  )
}
