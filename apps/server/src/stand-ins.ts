import type { Env } from './env'
import { uploadsDir } from './lib/file-storage'
import { testGatewayEnabled } from './modules/billing/billing.module'
import { loadModelCatalog } from './modules/models/model-catalog'
import { createProviderRegistry } from './modules/providers/provider-registry'
import { searchIsDemo } from './modules/search/search-provider-from-env'

/**
 * The embedded stand-ins this configuration uses, one line each: what stands in, and what to
 * set for the real part. run-server.ts prints them at start, so an operator sees what is not real.
 */
export function standIns(env: Env): string[] {
  const lines: string[] = []
  const models = loadModelCatalog(env.AI_MODELS_FILE).all()
  const providers = createProviderRegistry(env)
  const demo = models.filter((model) => providers.servedByDemo(model))
  if (demo.length > 0) {
    lines.push(
      `stand-in: the offline demo model answers ${String(demo.length)} of ${String(models.length)} models ` +
        `(${demo.map((model) => model.model_id).join(', ')}); set OPENAI_API_KEY or OPENAI_BASE_URL, ` +
        'ANTHROPIC_API_KEY or GOOGLE_GENERATIVE_AI_API_KEY for real answers',
    )
  }
  if (searchIsDemo(env)) {
    lines.push(
      'stand-in: "Search the web" reads the offline demo corpus (a few articles served at ' +
        '/demo-web), not the web; set SEARXNG_URL (a SearXNG instance) or BRAVE_SEARCH_API_KEY ' +
        'for real searches',
    )
  }
  if (!env.SMTP_URL) {
    lines.push(
      'stand-in: mail stays in the local outbox (the mail_outbox table, its links printed here) ' +
        'and reaches nobody; set SMTP_URL to send it',
    )
  }
  if (testGatewayEnabled(env)) {
    lines.push(
      'stand-in: the test payment gateway is on: payers choose whether they paid and no money ' +
        'moves; set STRIPE_SECRET_KEY (and TEST_PAYMENT_GATEWAY=false) for real payments',
    )
  }
  if (!env.S3_BUCKET) {
    lines.push(
      `stand-in: uploads are kept on this machine's disk (${uploadsDir(env.DATA_DIR)}); several ` +
        'servers need S3_BUCKET (an S3-compatible bucket) or that folder on a shared mount',
    )
  }
  if (!env.REDIS_URL) {
    lines.push(
      "stand-in: rate limits and live answers are kept in this process's memory; several server " +
        'processes need REDIS_URL to share them',
    )
  }
  return lines
}
