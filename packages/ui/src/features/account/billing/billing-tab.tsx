import type { ReactNode } from 'react'
import { AddressesSection } from './addresses-section'

/**
 * The billing tab: billing addresses first. Invoices and pending payments (the payment
 * screens') go below as their own sections: pass them as `children`, or add them here.
 */
export function BillingTab({ children }: { children?: ReactNode }) {
  return (
    <div className="space-y-6">
      <AddressesSection />
      {children}
    </div>
  )
}
