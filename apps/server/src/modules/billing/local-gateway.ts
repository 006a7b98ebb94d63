import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { brand } from '@amply/api/brand'
import type { AppEnv } from '../../lib/app-env'
import { isUuid } from '../../lib/uuid'
import { formatMoney } from './money'
import { statusPagePath } from './payment-gateway'
import type { PaymentGateway, PaymentRow } from './payment-gateway'
import type { PaymentService } from './payment.service'
import type { LinkSigner } from './signed-links'

export const LOCAL_CHECKOUT_PATH = '/api/billing/test-checkout/:id'

const checkoutMessage = (paymentId: string) => `local-checkout:${paymentId}`

/**
 * The embedded test gateway: its checkout is a page of this server where the payer chooses
 * whether the payment succeeds or fails. No money moves; every flow runs with nothing set up.
 */
export function createLocalGateway(publicUrl: string, signer: LinkSigner): PaymentGateway {
  return {
    info: { id: 'local', name: 'local', display_name: 'Test gateway (no real money)', test: true },
    startCheckout(payment) {
      const path = LOCAL_CHECKOUT_PATH.replace(':id', payment.id)
      const signature = signer.sign(checkoutMessage(payment.id))
      return Promise.resolve({ url: `${publicUrl}${path}?signature=${signature}`, ref: payment.id })
    },
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

const STYLE = `
:root { color-scheme: light dark; --bg: #f6f7f9; --card: #fff; --text: #111827; --muted: #4b5563;
  --line: #e5e7eb; --accent: #2563eb; --accent-text: #fff; --danger: #b91c1c; --note: #fef3c7;
  --note-text: #78350f; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #0b0f17; --card: #151b26; --text: #f3f4f6;
  --muted: #9ca3af; --line: #273042; --accent: #60a5fa; --accent-text: #0b0f17; --danger: #f87171;
  --note: #3a2e0b; --note-text: #fde68a; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg);
  color: var(--text); padding: 1.5rem; line-height: 1.5; }
main { width: 100%; max-width: 28rem; background: var(--card); border: 1px solid var(--line);
  border-radius: 1rem; padding: 1.75rem; box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); }
h1 { font-size: 1.25rem; margin: 0 0 0.25rem; }
p { margin: 0.5rem 0; color: var(--muted); }
.note { background: var(--note); color: var(--note-text); border-radius: 0.5rem; padding: 0.6rem 0.8rem;
  font-size: 0.9rem; margin: 1rem 0; }
dl { display: grid; grid-template-columns: 1fr auto; gap: 0.4rem 1rem; margin: 1.25rem 0; }
dt { color: var(--muted); } dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.total { font-weight: 700; color: var(--text); border-top: 1px solid var(--line); padding-top: 0.5rem; }
.actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
button, .link { font: inherit; font-weight: 600; border-radius: 0.6rem; padding: 0.75rem 1rem; cursor: pointer;
  text-align: center; text-decoration: none; }
button { border: 1px solid transparent; }
.pay { background: var(--accent); color: var(--accent-text); }
.fail { background: transparent; color: var(--danger); border-color: var(--danger); }
.link { color: var(--accent); }
button:focus-visible, .link:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
`
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')

function page(title: string, body: string, publicUrl: string) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(brand.name)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
      'referrer-policy': 'no-referrer',
    },
  })
}

function checkoutPage(payment: PaymentRow, signature: string, publicUrl: string) {
  const money = (amount: number) => formatMoney(amount, payment.currency)
  const back = `${publicUrl}${statusPagePath(payment.id)}`
  const rows = [
    `<dt>${escapeHtml(payment.description)}</dt><dd>${money(payment.subtotal)}</dd>`,
    payment.discount > 0 ? `<dt>Promo code</dt><dd>−${money(payment.discount)}</dd>` : '',
    payment.credit > 0 ? `<dt>Unused time of your plan</dt><dd>−${money(payment.credit)}</dd>` : '',
    `<dt class="total">Total</dt><dd class="total">${money(payment.total)}</dd>`,
  ].join('')
  const action = LOCAL_CHECKOUT_PATH.replace(':id', payment.id)
  return page(
    'Test checkout',
    `<h1>${escapeHtml(brand.name)} test checkout</h1>
<p class="note" role="note">This is the built-in test gateway: no real money moves. Choose how this payment ends.</p>
<dl>${rows}</dl>
<form method="post" action="${action}" class="actions">
<input type="hidden" name="signature" value="${escapeHtml(signature)}">
<button class="pay" type="submit" name="outcome" value="succeed">Pay ${money(payment.total)}</button>
<button class="fail" type="submit" name="outcome" value="fail">Decline the payment</button>
<a class="link" href="${escapeHtml(back)}">Back to ${escapeHtml(brand.name)} without paying</a>
</form>`,
    publicUrl,
  )
}

function closedPage(payment: PaymentRow | undefined, publicUrl: string) {
  const back = payment ? `${publicUrl}${statusPagePath(payment.id)}` : publicUrl
  const says: Record<string, string> = {
    succeeded: 'This payment is already made.',
    failed: 'This payment has failed.',
    canceled: 'This checkout is closed.',
    pending: 'This checkout has expired.',
  }
  return page(
    'Checkout closed',
    `<h1>${escapeHtml(payment ? (says[payment.status] ?? 'This checkout is closed.') : 'There is no such checkout.')}</h1>
<p>Nothing more can be paid here.</p>
<p><a class="link" href="${escapeHtml(back)}">Back to ${escapeHtml(brand.name)}</a></p>`,
    publicUrl,
  )
}

/** The test gateway's checkout page and the form the payer sends from it. */
export function localCheckoutRoutes(deps: {
  payments: PaymentService
  signer: LinkSigner
  publicUrl: string
  now: () => number
}) {
  const app = new Hono<AppEnv>()

  async function openPayment(id: string, signature: string | undefined) {
    if (!isUuid(id) || !deps.signer.verify(checkoutMessage(id), signature)) return null
    const payment = await deps.payments.byId(id)
    return payment?.gateway === 'local' ? payment : null
  }
  const isOpen = (payment: PaymentRow) =>
    payment.status === 'pending' && (payment.expiresAt?.getTime() ?? 0) > deps.now()

  app.get(LOCAL_CHECKOUT_PATH, async (c) => {
    const signature = c.req.query('signature')
    const payment = await openPayment(c.req.param('id'), signature)
    if (!payment || !signature) {
      const response = closedPage(undefined, deps.publicUrl)
      return new Response(response.body, { status: 404, headers: response.headers })
    }
    return isOpen(payment)
      ? checkoutPage(payment, signature, deps.publicUrl)
      : closedPage(payment, deps.publicUrl)
  })

  app.post(LOCAL_CHECKOUT_PATH, async (c) => {
    const form = await c.req.parseBody()
    const signature = typeof form.signature === 'string' ? form.signature : undefined
    const payment = await openPayment(c.req.param('id'), signature)
    if (!payment) return c.json({ detail: 'There is no such checkout.' }, 404)
    if (isOpen(payment)) {
      await deps.payments.settle(
        payment.id,
        form.outcome === 'succeed'
          ? { status: 'succeeded' }
          : { status: 'failed', message: 'The payment was declined.' },
      )
    }
    return c.redirect(`${deps.publicUrl}${statusPagePath(payment.id)}`, 303)
  })

  return app
}
