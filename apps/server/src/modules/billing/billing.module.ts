import { Hono } from 'hono'
import type { Database } from '../../db/client'
import type { Env } from '../../env'
import type { AppEnv } from '../../lib/app-env'
import type { Logger } from '../../lib/logger'
import type { RouteHandlers } from '../../lib/route-table'
import type { CreditPackService } from '../plans/credit-pack.service'
import type { PlanService } from '../plans/plan.service'
import { billingHandlers } from './billing.routes'
import { renderInvoicePdf } from './invoice-pdf'
import { createInvoiceService, INVOICE_PDF_PATH } from './invoices'
import { createLocalGateway, localCheckoutRoutes } from './local-gateway'
import { createPaymentService } from './payment.service'
import type { PaymentGateway } from './payment-gateway'
import { createPromoCodeService } from './promo-codes'
import { createLinkSigner } from './signed-links'
import { createStripeClient, createStripeGateway, stripeWebhookRoutes } from './stripe-gateway'
import { createSubscriptionService } from './subscription.service'

export interface BillingDeps {
  env: Env
  db: Database
  logger: Logger
  /** Signs the links opened without a Bearer header (checkout page, invoice PDFs). */
  jwtSecret: Uint8Array
  /** The plan and credit-pack catalogue the rest of the app reads too (src/services.ts). */
  plans: PlanService
  packs: CreditPackService
  now?: () => number
}

/**
 * The built-in test gateway, where payers choose whether they paid: on when asked for
 * (TEST_PAYMENT_GATEWAY), else only without Stripe and outside production, where it would hand
 * out paid plans for nothing.
 */
export const testGatewayEnabled = (
  env: Pick<Env, 'TEST_PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY' | 'NODE_ENV'>,
) => env.TEST_PAYMENT_GATEWAY ?? (!env.STRIPE_SECRET_KEY && env.NODE_ENV !== 'production')

/**
 * Payments: the gateways (the local test gateway unless only Stripe is wanted, Stripe when its
 * key is set), quotes, payments, subscriptions changes, promo codes and invoices. Answers the
 * route-table handlers and the routes outside the table (checkout page, webhook, PDFs).
 */
export function createBillingModule({
  env,
  db,
  logger,
  jwtSecret,
  plans,
  packs,
  now = Date.now,
}: BillingDeps) {
  const signer = createLinkSigner(jwtSecret)
  const promos = createPromoCodeService(db)
  const subscriptions = createSubscriptionService({ db, plans })
  const invoices = createInvoiceService({ db, signer, now })
  const stripe = env.STRIPE_SECRET_KEY
    ? createStripeClient({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBaseUrl: env.STRIPE_API_BASE_URL,
      })
    : null
  const stripeGateway = stripe
    ? createStripeGateway(stripe, { publicUrl: env.PUBLIC_URL, now })
    : null
  const testGateway = testGatewayEnabled(env)
  const gateways: PaymentGateway[] = [
    ...(stripeGateway ? [stripeGateway] : []),
    ...(testGateway ? [createLocalGateway(env.PUBLIC_URL, signer)] : []),
  ]
  if (gateways.length === 0) {
    logger.warn(
      'no payment gateway: set STRIPE_SECRET_KEY to take payments (TEST_PAYMENT_GATEWAY=true ' +
        'turns the test gateway on, which takes no money)',
    )
  }
  const payments = createPaymentService({
    db,
    logger,
    plans,
    packs,
    promos,
    subscriptions,
    invoices,
    gateways,
    now,
  })

  const routes = new Hono<AppEnv>()
  // Off, its checkout is not even served: a pending test payment can no longer be marked paid.
  if (testGateway) {
    routes.route('/', localCheckoutRoutes({ payments, signer, publicUrl: env.PUBLIC_URL, now }))
  }
  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    routes.route(
      '/',
      stripeWebhookRoutes({
        stripe,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        payments,
        logger,
        now,
      }),
    )
  } else if (stripe) {
    logger.warn(
      'STRIPE_WEBHOOK_SECRET is not set: Stripe payments settle when their status page asks',
    )
  }
  routes.get(INVOICE_PDF_PATH, async (c) => {
    const invoice = await invoices.fromSignedLink(
      c.req.param('id'),
      c.req.query('expires'),
      c.req.query('signature'),
    )
    if (!invoice) return c.json({ detail: 'This link is not valid or has expired.' }, 404)
    const pdf = await renderInvoicePdf(invoice)
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
    })
  })

  const handlers: RouteHandlers = billingHandlers({
    db,
    payments,
    subscriptions,
    invoices,
    promos,
    portal: stripeGateway ? (customer) => stripeGateway.portal(customer) : undefined,
    now,
  })
  return { handlers, routes, payments }
}
