import type { Gateway } from '@amply/api/entities/billing'
import { and, eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
import { payments, stripeEvents } from '../../db/schema/billing'
import type { Logger } from '../../lib/logger'
import type { PaymentGateway, PaymentRow } from './payment-gateway'
import type { Settlement } from './settlement'

export interface GatewaySyncDeps {
  db: Database
  logger: Logger
  gateways: PaymentGateway[]
  settlement: Settlement
}

/**
 * Gateway sync: what this server and the gateways know of a payment kept in step. A checkout is
 * opened for a pending payment, asked about when its page is read, closed before the payment is
 * dropped (it may have been paid meanwhile), and each gateway event counted once.
 */
export function createGatewaySync({ db, logger, gateways, settlement }: GatewaySyncDeps) {
  function gatewayOf(name: string): PaymentGateway | undefined {
    return gateways.find((gateway) => gateway.info.id === name)
  }

  /** Asks the gateway about a pending payment and settles it when it has an answer. */
  async function checkWithGateway(payment: PaymentRow) {
    const gateway = gatewayOf(payment.gateway)
    if (payment.status !== 'pending' || !gateway?.check) return
    try {
      const outcome = await gateway.check(payment)
      if (outcome) await settlement.settle(payment.id, outcome)
    } catch (error) {
      logger.warn('the gateway could not be asked about a payment', {
        payment_id: payment.id,
        error: String(error),
      })
    }
  }

  /** Drops a pending payment: its checkout is closed first (it may have been paid meanwhile). */
  async function drop(payment: PaymentRow, message: string) {
    const gateway = gatewayOf(payment.gateway)
    if (gateway?.close && payment.gatewayRef && !(await gateway.close(payment))) {
      await checkWithGateway(payment)
      return
    }
    await settlement.settle(payment.id, { status: 'canceled', message })
  }

  /**
   * Opens the gateway's checkout of a pending payment and keeps its ids: answers where the
   * payer goes. A gateway that cannot be reached fails the payment (502).
   */
  async function openCheckout(gateway: PaymentGateway, payment: PaymentRow): Promise<string> {
    const [payer] = await db.select().from(users).where(eq(users.id, payment.userId))
    try {
      const checkout = await gateway.startCheckout(payment, {
        email: payer?.email ?? '',
        name: `${payer?.firstName ?? ''} ${payer?.lastName ?? ''}`.trim(),
        customerId: payer?.gatewayClientId ?? null,
      })
      const opened = await db
        .update(payments)
        .set({
          checkoutUrl: checkout.url,
          gatewayRef: checkout.ref,
          gatewayCustomerId: checkout.customerId ?? null,
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id })
      if (opened.length === 0) {
        // A newer payment dropped this one while its checkout was being opened: close it too.
        await gateway.close?.({ ...payment, gatewayRef: checkout.ref })
        throw new HTTPException(409, { message: 'A newer payment replaced this one.' })
      }
      return checkout.url
    } catch (error) {
      if (error instanceof HTTPException) throw error
      logger.error('a checkout could not be opened', {
        payment_id: payment.id,
        gateway: gateway.info.id,
        error: String(error),
      })
      await settlement.settle(payment.id, {
        status: 'failed',
        message: 'The payment provider could not be reached.',
      })
      throw new HTTPException(502, {
        message: 'The payment provider could not be reached. Please try again in a moment.',
      })
    }
  }

  /** Whether a gateway event was handled already (a redelivery). */
  async function seenEvent(id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, id))
    return Boolean(row)
  }

  /** Records a gateway event that changed nothing, so a redelivery is skipped at once. */
  async function recordEvent(event: { id: string; type: string }) {
    await db.insert(stripeEvents).values(event).onConflictDoNothing()
  }

  const infos = (): Gateway[] => gateways.map((gateway) => gateway.info)

  return {
    gatewayOf,
    checkWithGateway,
    drop,
    openCheckout,
    gateways: infos,
    seenEvent,
    recordEvent,
  }
}
