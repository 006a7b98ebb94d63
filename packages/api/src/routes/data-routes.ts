import { z } from 'zod'
import { MAX_IMPORT_BYTES } from '../constants'
import {
  accountExportSchema,
  downloadQuerySchema,
  exportConversationQuerySchema,
  importJobSchema,
  importUploadQuerySchema,
} from '../entities/data-transfer'
import { defineRoute } from '../http/route'

const exportParams = z.object({ export_id: z.string().min(1).max(100) })
const importParams = z.object({ import_id: z.string().min(1).max(100) })

/**
 * docs/product.md#your-data: one conversation out (Markdown, JSON), the whole account out as a
 * zip, and imports in.
 */
export const dataRoutes = {
  exportConversation: defineRoute({
    method: 'GET',
    base: 'ai',
    auth: true,
    path: 'history/:session_id/export',
    tag: 'History',
    summary:
      'One conversation as a file: Markdown (one branch, the newest unless `chat_id` names its last message) or JSON (every branch)',
    params: z.object({ session_id: z.string().min(1) }),
    query: exportConversationQuerySchema,
    responseType: 'file',
    response: z.string(),
  }),
  startAccountExport: defineRoute({
    method: 'POST',
    base: 'backend',
    auth: true,
    path: 'data/exports',
    tag: 'Data',
    summary:
      "Prepares an export of the whole account and answers its signed download link (409 while another of the account's exports is open)",
    response: accountExportSchema,
    status: 201,
  }),
  getAccountExport: defineRoute({
    method: 'GET',
    base: 'backend',
    auth: true,
    path: 'data/exports/:export_id',
    tag: 'Data',
    summary: "How far one of the user's exports has got (404 for anyone else's)",
    params: exportParams,
    response: accountExportSchema,
  }),
  downloadAccountExport: defineRoute({
    method: 'GET',
    base: 'backend',
    auth: false,
    path: 'data/exports/:export_id/download',
    tag: 'Data',
    summary:
      'The zip, streamed as it is written; opened once, by the signed link `startAccountExport` answered',
    params: exportParams,
    query: downloadQuerySchema,
    responseType: 'file',
    response: z.string(),
  }),
  uploadImport: defineRoute({
    method: 'POST',
    base: 'backend',
    auth: true,
    path: 'data/imports',
    tag: 'Data',
    summary:
      "Reads another assistant's export (ChatGPT or Claude: the zip or its conversations.json) or Amply's own, and answers its preview; nothing is stored before `startImport`",
    query: importUploadQuerySchema,
    bodyType: 'raw',
    body: z.instanceof(Blob).optional(),
    maxBodyBytes: MAX_IMPORT_BYTES,
    response: importJobSchema,
    status: 201,
  }),
  getImport: defineRoute({
    method: 'GET',
    base: 'backend',
    auth: true,
    path: 'data/imports/:import_id',
    tag: 'Data',
    summary: "An import's preview, then how far it has got (404 for anyone else's)",
    params: importParams,
    response: importJobSchema,
  }),
  startImport: defineRoute({
    method: 'POST',
    base: 'backend',
    auth: true,
    path: 'data/imports/:import_id/start',
    tag: 'Data',
    summary: 'Brings a previewed import in, one conversation per transaction',
    params: importParams,
    response: importJobSchema,
  }),
  discardImport: defineRoute({
    method: 'DELETE',
    base: 'backend',
    auth: true,
    path: 'data/imports/:import_id',
    tag: 'Data',
    summary: 'Drops a previewed import and its file without bringing anything in',
    params: importParams,
    response: z.object({ ok: z.literal(true) }),
  }),
}
