import type { ChatRequest } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from '../../lib/logger'
import type { ConversationService } from '../conversations/conversation.service'
import { titleFrom } from '../conversations/conversation.service'
import type { FileService } from '../files/file.service'
import type { ModelCatalog } from '../models/model-catalog'
import type { ProviderRegistry } from '../providers/provider-registry'
import type { AllowanceService } from '../usage/allowance.service'
import { answerStream } from './answer-stream'
import type { DocumentText } from './prompt-builder'
import { buildPrompt } from './prompt-builder'

export interface ChatServiceDeps {
  logger: Logger
  catalog: ModelCatalog
  providers: ProviderRegistry
  allowance: AllowanceService
  conversations: ConversationService
  files: FileService
  timeoutMs: number
  now: () => number
}

const badRequest = (message: string) => new HTTPException(400, { message })

/**
 * chat/completions: checks the model, the plan and the allowance (errors before the stream
 * starts are plain statuses), stores the question and an answer in progress, then streams.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { catalog, providers, allowance, conversations, files, now } = deps

  return {
    async answer(
      userId: string,
      request: ChatRequest,
      clientSignal: AbortSignal,
      extraDocuments: DocumentText[] = [],
    ): Promise<Response> {
      const model = catalog.find(request.ai_model_id)
      if (!model || model.type === 'image') {
        throw new HTTPException(404, {
          message: 'This model is not available. Choose another one.',
        })
      }
      const last = request.messages.at(-1)
      if (last?.role !== 'user') {
        throw badRequest("The last message must be the user's question.")
      }
      const tool = request.action.type
      const conversation = request.session_id
        ? await conversations.owned(userId, request.session_id)
        : null

      // Where the new messages hang in the tree, checked before anything is charged.
      let question: { id: string; parentId: string | null } | null = null
      let parentId: string | null = null
      if (request.regenerate) {
        const stored =
          conversation && last.chat_id
            ? await conversations.messageIn(conversation.id, last.chat_id)
            : null
        if (stored?.role !== 'user') {
          throw badRequest('Regenerate needs the stored question of this conversation.')
        }
        question = { id: stored.id, parentId: stored.parentId }
      } else {
        parentId =
          last.parent_id !== undefined ? last.parent_id : (request.messages.at(-2)?.chat_id ?? null)
        if (parentId !== null) {
          const parent = conversation
            ? await conversations.messageIn(conversation.id, parentId)
            : null
          if (!parent)
            throw badRequest('The question follows a message this conversation does not have.')
        }
      }

      const charge = await allowance.charge(userId, model.query_credit_group_name)
      const at = now()
      const session =
        conversation ??
        (await conversations.create({
          userId,
          tool,
          title: titleFrom(last.content),
          modelId: model.model_id,
        }))
      const userMessage = question
        ? null
        : await conversations.addMessage({
            conversationId: session.id,
            parentId,
            role: 'user',
            content: last.content,
            tool,
            createdAt: new Date(at),
          })
      const questionId = question?.id ?? userMessage?.id ?? ''
      // Stored at once, incomplete until the stream ends: a crash leaves an honest record.
      const answer = await conversations.addMessage({
        conversationId: session.id,
        parentId: questionId,
        role: 'assistant',
        content: '',
        model: model.model_id,
        modelGroup: model.group,
        tool,
        regen: Boolean(request.regenerate),
        incomplete: true,
        creditGroup: model.query_credit_group_name,
        createdAt: new Date(at + 1),
      })

      const attached = await files.owned(userId, request.file_ids ?? [])
      const docs = [
        ...attached
          .filter((f) => f.kind === 'document')
          .map((f) => ({ name: f.name, text: f.content })),
        ...extraDocuments,
      ]
      // Images go to multimodal models only; others answer from the text.
      const images = model.multimodal
        ? attached.filter((f) => f.kind === 'image').map((f) => f.content)
        : []
      const prompt = buildPrompt(request.action, last.content, docs)
      const { provider, upstreamModel } = providers.resolve(model)
      return answerStream({
        provider,
        upstreamModel,
        reasoning: model.reasoning,
        system: prompt.system,
        messages: [
          ...request.messages.slice(0, -1).map((m) => ({ role: m.role, content: m.content })),
          { role: 'user' as const, content: prompt.question, ...(images.length ? { images } : {}) },
        ],
        wordCap: prompt.wordCap,
        timeoutMs: deps.timeoutMs,
        first: { session_id: session.id, user_chat_id: questionId, chat_id: answer.id },
        clientSignal,
        logger: deps.logger,
        onEnd: async (outcome) => {
          const answered = outcome.content !== '' || outcome.reasoningContent !== ''
          // A query that produced nothing is given back.
          if (!answered) await allowance.refund(charge)
          await conversations.finishAnswer(answer.id, { ...outcome, credits: answered ? 1 : 0 })
        },
      })
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
