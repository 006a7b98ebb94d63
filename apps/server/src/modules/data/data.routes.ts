import type { RouteHandlers } from '../../lib/route-table'
import type { ConversationService } from '../conversations/conversation.service'
import type { ModelCatalog } from '../models/model-catalog'
import type { Database } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'
import type { Logger } from '../../lib/logger'
import { createLinkSigner } from '../billing/signed-links'
import { createAccountExports } from './account-exports'
import { conversationDocument } from './conversation-document'
import { conversationMarkdown } from './conversation-markdown'
import { fileNameFrom, fileResponse } from './file-response'
import { createImports } from './import/imports'

export interface DataDeps {
  db: Database
  conversations: ConversationService
  catalog: ModelCatalog
  storage: FileStorage
  /** Signs the export's download link (a plain navigation, without the Bearer token). */
  jwtSecret: Uint8Array
  publicUrl: string
  logger: Logger
  now: () => number
}

/** A model's display name: its catalogue name up to `~`, else the id it was stored under. */
export const modelNameIn = (catalog: ModelCatalog) => (modelId: string) =>
  catalog.find(modelId)?.model_name.split('~')[0] ?? modelId

/** One conversation out, the whole account out, imports in (docs/product.md#your-data). */
export function dataHandlers({
  db,
  conversations,
  catalog,
  storage,
  jwtSecret,
  publicUrl,
  logger,
  now,
}: DataDeps): RouteHandlers {
  const modelName = modelNameIn(catalog)
  const exports = createAccountExports({
    db,
    storage,
    modelName,
    publicUrl,
    signer: createLinkSigner(jwtSecret),
    now,
  })
  const imports = createImports({ db, storage, logger, now })
  const userOf = (c: Parameters<NonNullable<RouteHandlers['getAccountExport']>>[1]) =>
    c.get('principal').userId
  return {
    exportConversation: async (input, c) => {
      const row = await conversations.owned(userOf(c), input.params.session_id)
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
    startAccountExport: (_input, c) => exports.start(userOf(c)),
    getAccountExport: (input, c) => exports.get(userOf(c), input.params.export_id),
    downloadAccountExport: (input) =>
      exports.download(input.params.export_id, input.query.expires, input.query.signature),
    uploadImport: (input, c) => imports.upload(userOf(c), c.req.raw.body, input.query.file_name),
    getImport: (input, c) => imports.get(userOf(c), input.params.import_id),
    startImport: (input, c) => imports.start(userOf(c), input.params.import_id),
    discardImport: (input, c) => imports.discard(userOf(c), input.params.import_id),
  }
}
