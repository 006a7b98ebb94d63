import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import type { RouteHandlers } from '../../lib/route-table'
import { createConversationService } from '../conversations/conversation.service'
import { conversationHandlers } from '../conversations/conversations.routes'
import { loadModelCatalog } from '../models/model-catalog'
import { modelHandlers } from '../models/models.routes'
import { createPlanService } from '../plans/plan.service'
import { planHandlers } from '../plans/plans.routes'
import { createProviderRegistry } from '../providers/provider-registry'
import { createAllowanceService } from '../usage/allowance.service'
import { usageHandlers } from '../usage/usage.routes'
import { chatHandlers } from './chat.routes'
import { createChatService } from './chat.service'

export interface GatewayDeps {
  env: Env
  db: Database
  logger: Logger
  now?: () => number
}

/** The AI gateway: models, providers, chat, conversations, plans and their allowances. */
export function gatewayHandlers({ env, db, logger, now = Date.now }: GatewayDeps): RouteHandlers {
  const catalog = loadModelCatalog(env.AI_MODELS_FILE)
  const providers = createProviderRegistry(env)
  const plans = createPlanService(db)
  const allowance = createAllowanceService({ db, plans, now })
  const conversations = createConversationService(db, now)
  const chat = createChatService({
    db,
    logger,
    catalog,
    providers,
    allowance,
    conversations,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    now,
  })
  return {
    ...modelHandlers(catalog, allowance),
    ...planHandlers(plans),
    ...usageHandlers({ db, allowance, catalog, now }),
    ...conversationHandlers(conversations),
    ...chatHandlers(chat),
  }
}
