import { randomUUID } from 'node:crypto'
import { mailboxOf } from '@amply/e2e/mailbox'

/** The e2e server's operator: its address is given to the server as ADMIN_EMAILS. */
export const operatorEmail = `e2e-operator-${randomUUID()}@example.com`
export const operatorPassword = 'Lilac-Harbour-42!'

/**
 * Registers and activates the operator once for the whole run (global setup), through the
 * same calls as any account; it becomes admin when it signs in. Its address reaches the tests
 * as E2E_OPERATOR_EMAIL.
 */
export async function createOperatorAccount(baseUrl: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const registered = await post('/api/auth/clients/register', {
    email: operatorEmail,
    password: operatorPassword,
    first_name: 'Olu',
    last_name: 'Operator',
    turnstile_response: '',
  })
  if (!registered.ok) throw new Error(`registering the operator answered ${registered.status}`)
  let token: string | undefined
  for (let attempt = 0; attempt < 300 && !token; attempt += 1) {
    const mail = await mailboxOf(baseUrl, operatorEmail)
    token = /\/client\/activate\/([^\s/]+)/.exec(mail.map((m) => m.text).join('\n'))?.[1]
    // The outbox is written with the registration; this only waits out a slow database.
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!token) throw new Error('the operator’s activation mail never came')
  const activated = await post('/api/auth/client/activate', { token })
  if (!activated.ok) throw new Error(`activating the operator answered ${activated.status}`)
  process.env.E2E_OPERATOR_EMAIL = operatorEmail
}
