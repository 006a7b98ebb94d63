import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import type { RouteHandlers } from '../../lib/route-table'
import { createConversationService } from '../conversations/conversation.service'
import { conversationHandlers } from '../conversations/conversations.routes'
import { createFileService } from '../files/file.service'
import { fileHandlers } from '../files/files.routes'
import { imageHandlers } from '../files/images.routes'
import { loadModelCatalog } from '../models/model-catalog'
import { modelHandlers } from '../models/models.routes'
import { createPlanService } from '../plans/plan.service'
import { planHandlers } from '../plans/plans.routes'
import { createProviderRegistry } from '../providers/provider-registry'
import { createShareService } from '../shares/share.service'
import { shareHandlers } from '../shares/shares.routes'
import { createAllowanceService } from '../usage/allowance.service'
import { usageHandlers } from '../usage/usage.routes'
import { chatHandlers } from './chat.routes'
import { createChatService } from './chat.service'
import { presetHandlers } from './presets'

export interface GatewayDeps {
  env: Env
  db: Database
  logger: Logger
  now?: () => number
}

/** The AI gateway: models, providers, chat, conversations, shares, files, plans and allowances. */
export function gatewayHandlers({ env, db, logger, now = Date.now }: GatewayDeps): RouteHandlers {
  const catalog = loadModelCatalog(env.AI_MODELS_FILE)
  const providers = createProviderRegistry(env)
  const plans = createPlanService(db)
  const allowance = createAllowanceService({ db, plans, now })
  const conversations = createConversationService(db, now)
  const files = createFileService(db, now)
  const shares = createShareService({ db, conversations, publicUrl: env.PUBLIC_URL, now })
  const chat = createChatService({
    logger,
    catalog,
    providers,
    allowance,
    conversations,
    files,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    now,
  })
  return {
    ...modelHandlers(catalog, allowance),
    ...planHandlers(plans),
    ...usageHandlers({ db, allowance, catalog, now }),
    ...conversationHandlers(conversations),
    ...chatHandlers(chat),
    ...shareHandlers(shares),
    ...fileHandlers({ files, chat, providers, logger }),
    ...imageHandlers({ catalog, allowance, providers, logger }),
    ...presetHandlers(),
  }
}
