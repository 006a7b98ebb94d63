import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { listenLocal } from './listen-local'

type Params = Record<string, unknown>

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects. */
function parseForm(text: string): Params {
  const root: Params = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Params = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Params
    })
  }
  return root
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`
const now = () => Math.floor(Date.now() / 1000)

export interface FakeSession extends Params {
  id: string
  object: 'checkout.session'
  status: 'open' | 'complete' | 'expired'
  payment_status: 'paid' | 'unpaid' | 'no_payment_required'
  payment_intent: string | null
  customer: string | null
  metadata: Record<string, string>
}

interface FakePaymentIntent extends Params {
  id: string
  object: 'payment_intent'
  status: string
}

/**
 * Tests only: Stripe's API on 127.0.0.1, speaking its wire format (form-encoded requests with
 * a Bearer secret key, JSON objects with `object` fields, errors as `{ error: { type, ... } }`),
 * for the calls the server makes: customers, Checkout Sessions (create, retrieve with
 * `expand`, expire) and Customer Portal sessions. Tests move a session along (`pay`,
 * `failAsync`, `expire`) as a payer at Stripe's checkout would.
 */
export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, FakeSession>()
  const intents = new Map<string, FakePaymentIntent>()
  const requests: { method: string; path: string; params: Params; idempotencyKey?: string }[] = []

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
    response.end(JSON.stringify(body))
  }
  const error = (response: ServerResponse, status: number, message: string) => {
    send(response, status, { error: { type: 'invalid_request_error', message } })
  }

  function expanded(session: FakeSession, expand: unknown) {
    const wanted = Object.values((expand ?? {}) as Params)
    if (!wanted.includes('payment_intent') || !session.payment_intent) return session
    return { ...session, payment_intent: intents.get(session.payment_intent) }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
      return
    }
    const url = new URL(request.url ?? '/', 'http://stripe.test')
    let body = ''
    for await (const chunk of request) body += String(chunk)
    const params = request.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body)
    const idempotencyKey = request.headers['idempotency-key']
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      params,
      ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    })
    const route = `${request.method} ${url.pathname}`
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname)

    if (route === 'POST /v1/customers') {
      send(response, 200, {
        id: id('cus'),
        object: 'customer',
        created: now(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        livemode: false,
      })
    } else if (route === 'POST /v1/checkout/sessions') {
      const lineItem = ((params.line_items as Params | undefined)?.['0'] ?? {}) as Params
      const price = (lineItem.price_data ?? {}) as Params
      const session: FakeSession = {
        id: id('cs'),
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        customer: (params.customer as string | undefined) ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: (params.metadata ?? {}) as Record<string, string>,
        amount_total: Number(price.unit_amount),
        currency: price.currency,
        expires_at: Number(params.expires_at),
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        created: now(),
        livemode: false,
        url: '',
      }
      session.url = `https://checkout.stripe.com/c/pay/${session.id}`
      sessions.set(session.id, session)
      send(response, 200, session)
    } else if (sessionMatch && request.method === 'GET' && !sessionMatch[2]) {
      const session = sessions.get(sessionMatch[1] ?? '')
      if (!session) error(response, 404, `No such checkout.session: '${sessionMatch[1] ?? ''}'`)
      else send(response, 200, expanded(session, params.expand))
    } else if (sessionMatch && request.method === 'POST' && sessionMatch[2]) {
      const session = sessions.get(sessionMatch[1] ?? '')
      if (!session) error(response, 404, `No such checkout.session: '${sessionMatch[1] ?? ''}'`)
      else if (session.status !== 'open') {
        error(response, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.')
      } else {
        session.status = 'expired'
        send(response, 200, session)
      }
    } else if (route === 'POST /v1/billing_portal/sessions') {
      send(response, 200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        created: now(),
        livemode: false,
        url: `https://billing.stripe.com/p/session/${id('bps')}`,
      })
    } else {
      error(response, 404, `Unrecognized request URL (${route}).`)
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => {
      error(response, 500, String(cause))
    })
  })
  const { port, close } = await listenLocal(server)

  function session(sessionId: string): FakeSession {
    const found = sessions.get(sessionId)
    if (!found) throw new Error(`No fake session ${sessionId}`)
    return found
  }
  function intent(found: FakeSession, status: string) {
    const paymentIntent: FakePaymentIntent = {
      id: found.payment_intent ?? id('pi'),
      object: 'payment_intent',
      status,
      amount: found.amount_total,
      currency: found.currency,
      customer: found.customer,
      metadata: found.metadata,
    }
    intents.set(paymentIntent.id, paymentIntent)
    found.payment_intent = paymentIntent.id
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close,
    session,
    /** The payer pays by card: the session completes, paid. */
    pay(sessionId: string) {
      const found = session(sessionId)
      intent(found, 'succeeded')
      Object.assign(found, { status: 'complete', payment_status: 'paid' })
      return found
    },
    /** The payer uses a delayed method (a bank debit): complete, not paid yet. */
    payLater(sessionId: string) {
      const found = session(sessionId)
      intent(found, 'processing')
      Object.assign(found, { status: 'complete', payment_status: 'unpaid' })
      return found
    },
    /** The delayed payment arrives, or it fails. */
    settleLater(sessionId: string, succeeded: boolean) {
      const found = session(sessionId)
      intent(found, succeeded ? 'succeeded' : 'requires_payment_method')
      if (succeeded) found.payment_status = 'paid'
      return found
    },
    expire(sessionId: string) {
      return Object.assign(session(sessionId), { status: 'expired' })
    },
  }
}
