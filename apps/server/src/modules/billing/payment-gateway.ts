import type { Gateway } from '@amply/api/entities/billing'
import type { payments } from '../../db/schema/billing'

export type PaymentRow = typeof payments.$inferSelect

/** How long a checkout stays open (Stripe allows at most 24 hours). */
export const CHECKOUT_TTL_MS = 23 * 3_600_000

/** What a gateway reports about a payment. */
export type Outcome =
  | { status: 'succeeded'; customerId?: string | null }
  | { status: 'failed' | 'canceled'; message: string }

/** A payment gateway: the local test gateway or Stripe. */
export interface PaymentGateway {
  info: Gateway
  /** Opens the checkout of a pending payment: where the payer goes, and the gateway's ids. */
  startCheckout(
    payment: PaymentRow,
    payer: { email: string; name: string; customerId: string | null },
  ): Promise<{ url: string; ref: string; customerId?: string | null }>
  /** How a pending payment stands at the gateway; null while it is still open. */
  check?(payment: PaymentRow): Promise<Outcome | null>
  /** Closes an open checkout (the payment was dropped); false when it was paid meanwhile. */
  close?(payment: PaymentRow): Promise<boolean>
}

/** The status page of a payment, on the website. */
export const statusPagePath = (paymentId: string) =>
  `/client/payment/status?payment_id=${encodeURIComponent(paymentId)}`
