import type { Database } from './db/client'
import type { Env } from './env'
import type { FileStorage } from './lib/file-storage'
import type { Logger } from './lib/logger'
import { createChatService } from './modules/chat/chat.service'
import type { LiveAnswers } from './modules/live-answers/live-answers'
import { createConversationService } from './modules/conversations/conversation.service'
import { createFileService } from './modules/files/file.service'
import { createGeneratedImageService } from './modules/files/generated-images'
import { loadModelCatalog } from './modules/models/model-catalog'
import { createCreditPackService } from './modules/plans/credit-pack.service'
import { createPlanService } from './modules/plans/plan.service'
import type { DemoControls } from './modules/providers/demo-directives'
import { createProviderRegistry } from './modules/providers/provider-registry'
import { searchProviderFromEnv } from './modules/search/search-provider-from-env'
import { createShareService } from './modules/shares/share.service'
import { createAllowanceService } from './modules/usage/allowance.service'

export interface ServiceDeps {
  env: Env
  db: Database
  logger: Logger
  /** Where uploads are kept. */
  storage: FileStorage
  /** The answers being generated (shared with the other processes through Redis when set). */
  answers: LiveAnswers
  now: () => number
  /** A server under test: the demo provider's steering (providers/demo-directives.ts). */
  demoControls?: DemoControls | undefined
}

/**
 * The services of models, plans, allowances, conversations, chat, shares and files, each built
 * once: app.ts hands them to the routes of their domain and to billing.
 */
export function createServices({
  env,
  db,
  logger,
  storage,
  answers,
  now,
  demoControls,
}: ServiceDeps) {
  const catalog = loadModelCatalog(env.AI_MODELS_FILE)
  const providers = createProviderRegistry(env, demoControls)
  const plans = createPlanService(db)
  const packs = createCreditPackService(db)
  const allowance = createAllowanceService({ db, plans, now })
  const conversations = createConversationService(db, now)
  const files = createFileService({ db, storage, now })
  const shares = createShareService({ db, conversations, publicUrl: env.PUBLIC_URL, now })
  const webSearch = {
    provider: searchProviderFromEnv(env),
    rules: {
      timeoutMs: env.WEB_PAGE_TIMEOUT_MS,
      maxBytes: env.WEB_PAGE_MAX_BYTES,
      allowed: env.WEB_FETCH_ALLOWED_ADDRESSES,
    },
    pages: env.WEB_SEARCH_PAGES,
    searchTimeoutMs: env.WEB_SEARCH_TIMEOUT_MS,
    logger,
  }
  const chat = createChatService({
    logger,
    catalog,
    providers,
    allowance,
    conversations,
    files,
    answers,
    webSearch,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
    now,
  })
  const images = createGeneratedImageService({ db, storage, logger, now })
  return { catalog, providers, plans, packs, allowance, conversations, files, shares, chat, images }
}
