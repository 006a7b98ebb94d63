import { z } from 'zod'
import { conversationWebSearchSchema } from '../entities/web-search'
import { defineRoute } from '../http/route'

/** docs/product.md#web-search: the calls of web search besides the chat's own. */
export const searchRoutes = {
  setConversationWebSearch: defineRoute({
    base: 'ai',
    auth: true,
    method: 'PUT',
    path: 'history/:session_id/web-search',
    tag: 'History',
    summary: 'Turn "Search the web" on or off for a conversation (remembered with it)',
    params: z.object({ session_id: z.string().min(1) }),
    body: conversationWebSearchSchema,
    response: conversationWebSearchSchema,
  }),
}
