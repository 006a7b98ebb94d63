import type { ExportFormat } from '@amply/api/entities/data-transfer'
import { activeBranch, selectBranch, treeFromMessages } from '@amply/core/chat/conversation-tree'
import { modelNamer } from '@amply/core/models/model-rules'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppServices } from '../../app-services'
import { PrintableConversation } from '../../../components/conversation/printable-conversation'
import type { PrintJob } from '../../../components/conversation/printable-conversation'
import { routeQueryOptions } from '../../server-state/route-queries'
import { serverStateOf } from '../../server-state/server-state'
import { saveFile } from '../save-file'

/** What can be asked: a file from the server, or the browser's print of the branch (PDF). */
export type ExportChoice = ExportFormat | 'pdf'

/**
 * Exports one conversation (chat, write, translate, read; docs/product.md#your-data): Markdown
 * of a branch and JSON of the tree are files the server writes; PDF is the browser's print of
 * the branch, laid out by `printView`, which the caller renders. `leafId` names the last
 * message of the branch on screen; without it, the branch the conversation opens on.
 */
export function useConversationExport() {
  const { t, i18n } = useTranslation('conversation')
  const { session, notifications } = useAppServices()
  const queryClient = useQueryClient()
  const [job, setJob] = useState<PrintJob | null>(null)
  const [busy, setBusy] = useState(false)

  const exportAs = useCallback(
    async (choice: ExportChoice, sessionId: string, leafId?: string) => {
      setBusy(true)
      try {
        if (choice === 'pdf') {
          const [detail, models] = await Promise.all([
            queryClient.query(
              routeQueryOptions('getConversation', { params: { session_id: sessionId } }),
            ),
            queryClient.query(routeQueryOptions('catalogModels')).catch(() => []),
          ])
          const tree = treeFromMessages(detail.messages)
          setJob({
            title: detail.title,
            branch: activeBranch(leafId ? selectPath(tree, leafId) : tree),
            modelName: modelNamer(models),
          })
          return
        }
        const file = await serverStateOf(session).download('exportConversation', {
          params: { session_id: sessionId },
          query: {
            format: choice,
            language: i18n.language,
            ...(leafId ? { chat_id: leafId } : {}),
          },
        })
        saveFile(file.blob, file.fileName)
      } catch {
        notifications.error(t('export.failed'))
      } finally {
        setBusy(false)
      }
    },
    [queryClient, session, notifications, t, i18n.language],
  )

  const printed = useCallback(() => {
    setJob(null)
  }, [])
  const printView = job ? <PrintableConversation job={job} onPrinted={printed} /> : null
  return { exportAs, busy, printView }
}

/** The tree with the branch that ends at `leafId` active, every step from the root down. */
function selectPath(tree: ReturnType<typeof treeFromMessages>, leafId: string) {
  let selected = tree
  for (let at = tree.messages[leafId]; at; at = tree.messages[at.parent_id ?? '']) {
    selected = selectBranch(selected, at.chat_id)
  }
  return selected
}
