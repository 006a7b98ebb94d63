import type { ReactNode } from 'react'
import { AddressesSection } from './addresses-section'

/**
 * The billing tab: billing addresses first. Invoices and pending payments belong to the
 * payments feature: the routes layer passes them as `children` (routes/account-billing-panel).
 */
export function BillingTab({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <AddressesSection />
      {children}
    </div>
  )
}
