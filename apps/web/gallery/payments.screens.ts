import type { GalleryScreen } from './screen'

/**
 * The payment screens as the gallery's trial account sees them: the checkout (no billing
 * address yet, so its form is open), a status page without a payment, the subscription page
 * with an upgrade quoted, advance credit, and the admin page a client is refused.
 */
export const screens: GalleryScreen[] = [
  { name: 'payment-checkout', path: '/client/payment?plan=pro&period=yearly', signedIn: true },
  {
    name: 'payment-checkout-promo-refused',
    path: '/client/payment?plan=starter&period=monthly',
    signedIn: true,
    // Selectors that hold in every language (the gallery shoots English and Arabic).
    prepare: async (page) => {
      const promo = page.locator('form:has(input[autocapitalize="characters"])')
      await promo.locator('input').fill('NOSUCHCODE')
      await promo.locator('button[type="submit"]').click()
      await promo.getByRole('alert').waitFor()
    },
  },
  { name: 'payment-status-missing', path: '/client/payment/status', signedIn: true },
  {
    name: 'subscription-update-upgrade',
    path: '/client/subscription-update',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('input[name="plan"][value="pro"]').check()
      await page.locator('a[href^="/client/payment?plan=pro"]').waitFor()
    },
  },
  { name: 'buy-advance-credit', path: '/client/buy-advance-credit', signedIn: true },
  { name: 'admin-plans-refused', path: '/dashboard/admin/plans', signedIn: true },
]
