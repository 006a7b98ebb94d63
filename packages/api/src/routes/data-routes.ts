import { z } from 'zod'
import { exportConversationQuerySchema } from '../entities/data-transfer'
import { defineRoute } from '../http/route'

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
}
