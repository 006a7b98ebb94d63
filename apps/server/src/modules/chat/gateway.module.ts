import type { Database } from '../../db/client'
import type { FileStorage } from '../../lib/file-storage'
import type { Env } from '../../env'
import type { Logger } from '../../lib/logger'
import type { RouteHandlers } from '../../lib/route-table'
import { createConversationService } from '../conversations/conversation.service'
import { conversationHandlers } from '../conversations/conversations.routes'
import { createFileService } from '../files/file.service'
import { fileHandlers } from '../files/files.routes'
import { imageHandlers } from '../files/images.routes'
import { createGeneratedImageService } from '../files/generated-images'
import { loadModelCatalog } from '../models/model-catalog'
import { modelHandlers } from '../models/models.routes'
import { createCreditPackService } from '../plans/credit-pack.service'
import { createPlanService } from '../plans/plan.service'
import { planHandlers } from '../plans/plans.routes'
import type { DemoControls } from '../providers/demo-directives'
import { createProviderRegistry } from '../providers/provider-registry'
import { createShareService } from '../shares/share.service'
import { shareHandlers } from '../shares/shares.routes'
import { createAllowanceService } from '../usage/allowance.service'
import { usageHandlers } from '../usage/usage.routes'
import { chatHandlers } from './chat.routes'
import { createChatService } from './chat.service'
import type { LiveAnswers } from './live-answers'
import { presetHandlers } from './presets'

export interface GatewayDeps {
  env: Env
  db: Database
  logger: Logger
  /** Where uploads are kept. */
  storage: FileStorage
  /** The answers being generated (shared with the other processes through Redis when set). */
  answers: LiveAnswers
  now?: () => number
  /** A server under test: the demo provider's steering (providers/demo-directives.ts). */
  demoControls?: DemoControls
}

/** The AI gateway: models, providers, chat, conversations, shares, files, plans and allowances. */
export function gatewayHandlers({
  env,
  db,
  logger,
  storage,
  answers,
  now = Date.now,
  demoControls,
}: GatewayDeps): RouteHandlers {
  const catalog = loadModelCatalog(env.AI_MODELS_FILE)
  const providers = createProviderRegistry(env, demoControls)
  const plans = createPlanService(db)
  const packs = createCreditPackService(db)
  const allowance = createAllowanceService({ db, plans, now })
  const conversations = createConversationService(db, now)
  const files = createFileService({ db, storage, now })
  const shares = createShareService({ db, conversations, publicUrl: env.PUBLIC_URL, now })
  const chat = createChatService({
    logger,
    catalog,
    providers,
    allowance,
    conversations,
    files,
    answers,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    now,
  })
  return {
    ...modelHandlers(catalog, allowance),
    ...planHandlers(plans, packs),
    ...usageHandlers({ db, allowance, catalog, now }),
    ...conversationHandlers(conversations, answers),
    ...chatHandlers({ chat, answers, conversations }),
    ...shareHandlers(shares),
    ...fileHandlers({ files, chat, providers, catalog, allowance, logger }),
    ...imageHandlers({
      catalog,
      allowance,
      providers,
      logger,
      images: createGeneratedImageService({ db, storage, logger, now }),
    }),
    ...presetHandlers(),
  }
}
