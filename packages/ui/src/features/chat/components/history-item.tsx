import type { Conversation } from '@amply/api/entities/chat'
import { Import, MoreHorizontal, Pencil, Share2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppServices } from '../../../lib/app-services'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { cn } from '../../../lib/utils'
import { conversationPath } from '../../../lib/paths'
import { useErrorText } from '../../../lib/forms/use-error-text'
import { DeleteConversationDialog } from './delete-conversation-dialog'
import { IconButton } from '../../../components/ui/icon-button'
import { ExportMenuItems } from '../../../components/conversation/export-menu-items'
import { useConversationExport } from '../../../lib/chat/api/use-conversation-export'
import { useRenameConversation } from '../api/history'

/**
 * One conversation of the history: a link to its address (a new tab works), renamed in place,
 * shared, or deleted.
 */
export function HistoryItem({
  conversation,
  current,
  onOpen,
  onDeleted,
  onShare,
}: {
  conversation: Conversation
  current: boolean
  /** The link was followed (closes the history sheet on phones). */
  onOpen: () => void
  onDeleted: (sessionId: string) => void
  onShare?: (sessionId: string) => void
}) {
  const { t } = useTranslation('chat')
  const { t: tc } = useTranslation('conversation')
  const { notifications } = useAppServices()
  const errorText = useErrorText()
  const [renaming, setRenaming] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const exporting = useConversationExport()
  const rename = useRenameConversation({
    onError: (error) => {
      notifications.error(errorText(error))
    },
  })

  if (renaming) {
    return (
      <form
        className="px-1"
        onSubmit={(event) => {
          event.preventDefault()
          const title = new FormData(event.currentTarget).get('title')
          setRenaming(false)
          if (typeof title === 'string' && title.trim() && title.trim() !== conversation.title) {
            rename.mutate({
              params: { session_id: conversation.session_id },
              body: { title: title.trim() },
            })
          }
        }}
      >
        <input
          name="title"
          defaultValue={conversation.title}
          aria-label={t('history.renameLabel')}
          maxLength={200}
          // Renaming is typing the new name.
          autoFocus
          onFocus={(event) => {
            event.currentTarget.select()
          }}
          onBlur={(event) => {
            event.currentTarget.form?.requestSubmit()
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault()
              event.stopPropagation()
              setRenaming(false)
            }
          }}
          className="h-10 w-full rounded-md border bg-background px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
      </form>
    )
  }

  const title = rename.isPending ? rename.variables.body.title : conversation.title
  return (
    <div
      className={cn(
        'group/item flex items-center rounded-md hover:bg-accent',
        current && 'bg-accent font-medium',
      )}
    >
      <Link
        to={conversationPath('chat', conversation.session_id)}
        aria-current={current ? 'page' : undefined}
        className="flex min-h-10 min-w-0 flex-1 items-center rounded-md px-2 text-start text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={onOpen}
      >
        <span dir="auto" className="truncate">
          {title}
        </span>
        {conversation.imported_from && (
          <span
            data-slot="imported-mark"
            title={tc(`imported.${conversation.imported_from}`)}
            className="ms-auto shrink-0 ps-1 text-muted-foreground"
          >
            <Import aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{tc(`imported.${conversation.imported_from}`)}</span>
          </span>
        )}
      </Link>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton
            label={t('history.actions', { title })}
            className="shrink-0 sm:opacity-0 sm:group-focus-within/item:opacity-100 sm:group-hover/item:opacity-100 sm:data-[state=open]:opacity-100"
          >
            <MoreHorizontal aria-hidden="true" />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              setRenaming(true)
            }}
          >
            <Pencil aria-hidden="true" />
            {t('history.rename')}
          </DropdownMenuItem>
          {onShare && (
            <DropdownMenuItem
              onSelect={() => {
                onShare(conversation.session_id)
              }}
            >
              <Share2 aria-hidden="true" />
              {t('share')}
            </DropdownMenuItem>
          )}
          <ExportMenuItems
            onExport={(choice) => void exporting.exportAs(choice, conversation.session_id)}
          />
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive"
            onSelect={() => {
              setDeleting(true)
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('history.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {exporting.printView}
      <DeleteConversationDialog
        conversation={conversation}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
      />
    </div>
  )
}
