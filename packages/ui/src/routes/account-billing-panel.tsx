import { BillingTab } from '../features/account/billing/billing-tab'
import { InvoiceList, PendingPayments } from '../features/payments/components/billing-history'

/**
 * The account's billing tab with the payments feature's parts: checkouts left open first (they
 * wait for an answer), then the invoices with their PDFs. Composed here, in the routes layer,
 * because one feature does not import another.
 */
export function AccountBillingPanel() {
  return (
    <BillingTab>
      <PendingPayments framed />
      <InvoiceList framed />
    </BillingTab>
  )
}
