import type { RouteHandlers } from '../../lib/route-table'
import type { ConversationService } from '../conversations/conversation.service'
import type { ModelCatalog } from '../models/model-catalog'
import type { Database } from '../../db/client'
import { conversationDocument } from './conversation-document'
import { conversationMarkdown } from './conversation-markdown'
import { fileNameFrom, fileResponse } from './file-response'

export interface DataDeps {
  db: Database
  conversations: ConversationService
  catalog: ModelCatalog
}

/** A model's display name: its catalogue name up to `~`, else the id it was stored under. */
export const modelNameIn = (catalog: ModelCatalog) => (modelId: string) =>
  catalog.find(modelId)?.model_name.split('~')[0] ?? modelId

/** One conversation out (docs/product.md#your-data). */
export function dataHandlers({ db, conversations, catalog }: DataDeps): RouteHandlers {
  const modelName = modelNameIn(catalog)
  return {
    exportConversation: async (input, c) => {
      const row = await conversations.owned(c.get('principal').userId, input.params.session_id)
      const document = await conversationDocument(db, row)
      const { format, chat_id, language } = input.query
      if (format === 'json') {
        return fileResponse(
          `${JSON.stringify(document, null, 2)}\n`,
          fileNameFrom(row.title, 'json'),
          'application/json; charset=utf-8',
        )
      }
      return fileResponse(
        conversationMarkdown(document, { leafId: chat_id, language, modelName }),
        fileNameFrom(row.title, 'md'),
        'text/markdown; charset=utf-8',
      )
    },
  }
}
