import type { Invoice, PaymentLine } from '@amply/api/entities/billing'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
import { invoices, payments } from '../../db/schema/billing'
import { isUuid } from '../../lib/uuid'
import { paymentLines } from './payment-lines'
import type { LinkSigner } from './signed-links'

type PaymentRow = typeof payments.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
type Executor = Pick<Database, 'select' | 'insert'>

/** How long a signed PDF link works. */
const PDF_LINK_SECONDS = 3600

export const INVOICE_PDF_PATH = '/api/billing/invoices/:id/pdf'

/** Invoices: one per succeeded payment, numbered in order, its figures frozen when issued. */
export function createInvoiceService({
  db,
  signer,
  now,
}: {
  db: Database
  signer: LinkSigner
  now: () => number
}) {
  const pdfMessage = (id: string, expires: number) => `invoice-pdf:${id}:${expires}`

  function toInvoice(row: InvoiceRow, line: PaymentLine | null): Invoice {
    const expires = Math.floor(now() / 1000) + PDF_LINK_SECONDS
    const signature = signer.sign(pdfMessage(row.id, expires))
    return {
      id: row.id,
      number: row.number,
      // Null only once the account is gone, when no one lists its invoices any more.
      payment_id: row.paymentId ?? '',
      description: row.description,
      line,
      subtotal: row.subtotal,
      discount: row.discount,
      credit: row.credit,
      total: row.total,
      currency: row.currency,
      status: 'paid',
      issued_at: row.issuedAt.toISOString(),
      pdf_url: `${INVOICE_PDF_PATH.replace(':id', row.id)}?expires=${expires}&signature=${signature}`,
    }
  }

  return {
    /** Issues the invoice of a payment that just succeeded, in its transaction. */
    async issue(executor: Executor, payment: PaymentRow, at: Date): Promise<InvoiceRow> {
      const [user] = await executor
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, payment.userId))
      const [row] = await executor
        .insert(invoices)
        .values({
          // Gapless enough for people, unique always: AMP-000001, AMP-000002…
          number: sql`'AMP-' || lpad(nextval('invoice_numbers')::text, 6, '0')`,
          userId: payment.userId,
          paymentId: payment.id,
          billedTo: { email: user?.email ?? '', address: payment.billingAddress },
          description: payment.description,
          subtotal: payment.subtotal,
          discount: payment.discount,
          credit: payment.credit,
          total: payment.total,
          currency: payment.currency,
          issuedAt: at,
        })
        .returning()
      if (!row) throw new Error('No invoice was issued')
      return row
    },

    async list(userId: string): Promise<Invoice[]> {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      const paid = rows.flatMap((row) => (row.paymentId ? [row.paymentId] : []))
      const lines = await paymentLines(
        db,
        paid.length === 0 ? [] : await db.select().from(payments).where(inArray(payments.id, paid)),
      )
      return rows.map((row) =>
        toInvoice(row, row.paymentId ? (lines.get(row.paymentId) ?? null) : null),
      )
    },

    /** The invoice a signed, unexpired PDF link names; null for anything else. */
    async fromSignedLink(
      id: string,
      expires: string | undefined,
      signature: string | undefined,
    ): Promise<InvoiceRow | null> {
      const until = Number(expires)
      if (!isUuid(id) || !Number.isInteger(until) || until * 1000 < now()) return null
      if (!signer.verify(pdfMessage(id, until), signature)) return null
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id)))
      return row ?? null
    },
  }
}

export type InvoiceService = ReturnType<typeof createInvoiceService>
