import { randomUUID } from 'node:crypto'
import type { ChatRequest } from '@amply/api/entities/chat'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from '../../lib/logger'
import type { ConversationService, NewMessage } from '../conversations/conversation.service'
import { titleFrom } from '../conversations/conversation.service'
import type { FileService } from '../files/file.service'
import type { ModelCatalog } from '../models/model-catalog'
import type { ProviderRegistry } from '../providers/provider-registry'
import type { AllowanceService, Charge } from '../usage/allowance.service'
import { eventStream, relayAnswer } from './answer-stream'
import type { LiveAnswers } from '../live-answers/live-answers'
import type { DocumentText } from './prompt-builder'
import { buildPrompt } from './prompt-builder'
import { documentBudget, readNote } from '../../lib/document-parts'
import { SUBSCRIPTION_LIMIT_STATUS } from '@amply/api/constants'
import type { WebFindings, WebSearchDeps } from '../search/web-search'
import { findingsPrompt, searchForAnswer } from '../search/searched-answer'
import { cappedHistory } from './history-cap'

export interface ChatServiceDeps {
  logger: Logger
  catalog: ModelCatalog
  providers: ProviderRegistry
  allowance: AllowanceService
  conversations: ConversationService
  files: FileService
  answers: LiveAnswers
  webSearch: WebSearchDeps
  timeoutMs: number
  now: () => number
}

const badRequest = (message: string) => new HTTPException(400, { message })

/**
 * chat/completions: checks the model, the plan and the allowance (errors before the stream
 * starts are plain statuses), stores the question and an answer in progress, then streams. The
 * answer outlives the request (see live-answers.ts): a reader that goes away can follow it again.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { catalog, providers, allowance, conversations, files, now } = deps

  return {
    async answer(
      userId: string,
      request: ChatRequest,
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
        const storedQuestion =
          conversation && last.chat_id
            ? await conversations.messageIn(conversation.id, last.chat_id)
            : null
        if (storedQuestion?.role !== 'user') {
          throw badRequest('Regenerate needs the stored question of this conversation.')
        }
        question = { id: storedQuestion.id, parentId: storedQuestion.parentId }
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
      // A searched answer costs a second query, for the search (docs/product.md#credits); with
      // none left for it, the answer goes on without searching and says why.
      const searching = request.web_search === true && tool === 'chat'
      let searchCharge: Charge | null = null
      if (searching) {
        try {
          searchCharge = await allowance.charge(userId, model.query_credit_group_name)
        } catch (error) {
          if (!(error instanceof HTTPException && error.status === SUBSCRIPTION_LIMIT_STATUS)) {
            await allowance.refund(charge)
            throw error
          }
        }
      }
      // The ids are chosen here and the rows written while the provider is already asked: the
      // stream's first token does not wait for them (the relay's overhead is on a budget).
      const at = now()
      const sessionId = conversation?.id ?? randomUUID()
      const questionId = question?.id ?? randomUUID()
      const answerId = randomUUID()
      const newMessages: NewMessage[] = [
        ...(question
          ? []
          : [
              {
                id: questionId,
                conversationId: sessionId,
                parentId,
                role: 'user' as const,
                content: last.content,
                tool,
                createdAt: new Date(at),
              },
            ]),
        // Incomplete until the stream ends: a crash leaves an honest record.
        {
          id: answerId,
          conversationId: sessionId,
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
        },
      ]
      const attached = await files.owned(userId, request.file_ids ?? [])
      // Written once the provider has answered (or failed), or as soon as the reader leaves (a
      // reload reopens the conversation): the database work does not delay the first token.
      // Started at most once.
      let stored: Promise<void> | undefined
      const store = () =>
        (stored ??= (async () => {
          if (!conversation) {
            await conversations.create({
              id: sessionId,
              userId,
              tool,
              // A reading is named after its document: past readings list it by that name.
              title: titleFrom(tool === 'read' && attached[0] ? attached[0].name : last.content),
              modelId: model.model_id,
              webSearch: request.web_search ?? false,
              createdAt: new Date(at),
            })
          }
          await conversations.addMessages(newMessages, { touch: conversation !== null })
          // Bookkeeping for the sweep of unused files: never a reason to lose the answer.
          await files
            .attach(
              questionId,
              attached.map((file) => file.id),
            )
            .catch((error: unknown) => {
              deps.logger.warn('attachments not recorded', { error: String(error) })
            })
        })())
      // Awaited at the end; a failure must not go unhandled meanwhile.
      const storeSoon = () => {
        store().catch(() => undefined)
      }

      const docs = [
        ...attached
          .filter((f) => f.kind === 'document')
          .map((f) => ({ name: f.name, text: f.content })),
        ...extraDocuments,
      ]
      // Images go to multimodal models only; others answer from the text.
      const images = model.multimodal
        ? (
            await Promise.all(
              attached.filter((f) => f.kind === 'image').map((f) => files.imageDataUrl(f)),
            )
          ).filter((url) => url !== null)
        : []
      const prompt = buildPrompt(request.action, last.content, docs, {
        documentBudget: documentBudget(model.context_tokens),
      })
      // A document read in part is never cut silently: the answer opens with which parts.
      const note = prompt.documents?.partial ? readNote(prompt.documents) : ''
      const { provider, upstreamModel } = providers.resolve(model)
      const answer = deps.answers.start({ userId, sessionId, questionId, answerId })
      if (note) answer.push({ content: note })
      const ask = (findings: WebFindings | null) => {
        relayAnswer({
          provider,
          upstreamModel,
          reasoning: model.reasoning,
          system: findings ? `${prompt.system}\n\n${findingsPrompt(findings)}` : prompt.system,
          messages: [
            ...cappedHistory(request.messages.slice(0, -1)).map((m) => ({
              role: m.role,
              content: m.content,
            })),
            {
              role: 'user' as const,
              content: prompt.question,
              ...(images.length ? { images } : {}),
            },
          ],
          wordCap: prompt.wordCap,
          timeoutMs: deps.timeoutMs,
          answer,
          logger: deps.logger,
          onFirstPart: storeSoon,
          onEnd: async (outcome) => {
            await store()
            const answered = outcome.content !== '' || outcome.reasoningContent !== ''
            // A query that produced nothing is given back, its search's too.
            if (!answered) {
              await allowance.refund(charge)
              if (searchCharge) await allowance.refund(searchCharge)
            }
            await conversations.finishAnswer(answerId, {
              ...outcome,
              content: answered ? note + outcome.content : outcome.content,
              credits: answered ? (searchCharge ? 2 : 1) : 0,
              sources: findings?.sources ?? [],
              search: findings?.search ?? null,
            })
          },
        })
      }
      if (!searching) ask(null)
      else {
        // The stream opens at once; the answer waits for the pages, their progress streamed.
        void searchForAnswer(last.content, {
          deps: deps.webSearch,
          paid: searchCharge !== null,
          answer,
          logger: deps.logger,
        }).then(async (findings) => {
          // A search that gave nothing to read is given back.
          if (findings.sources.length === 0 && searchCharge) {
            const given = searchCharge
            searchCharge = null
            await allowance.refund(given).catch((error: unknown) => {
              deps.logger.error('search refund failed', { error: String(error) })
            })
          }
          ask(findings)
        })
      }
      return eventStream(answer.follow, storeSoon)
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
