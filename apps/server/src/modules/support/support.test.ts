import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brand } from '@amply/api/brand'
import { asc, eq } from 'drizzle-orm'
import { jwtVerify } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../db/schema/mail-outbox'
import { createTestApp } from '../../../test-support/app'
import { bearer, jsonRequest, login, registerActiveUser } from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { signedInUser } from '../../../test-support/account-flow'

const { db } = await createTestDatabase()
const ssoSecret = 'a-help-desk-secret-of-some-length'
const turnstileSecret = 'turnstile-test-secret'
const passingResponse = 'a-solved-challenge'

/** A local stand-in for Cloudflare's siteverify, with its wire format (form in, JSON out). */
const siteverify = createServer((incoming, outgoing) => {
  let body = ''
  incoming.on('data', (chunk: Buffer) => (body += chunk.toString()))
  incoming.on('end', () => {
    const form = new URLSearchParams(body)
    const success =
      form.get('secret') === turnstileSecret && form.get('response') === passingResponse
    outgoing.setHeader('content-type', 'application/json')
    outgoing.end(
      JSON.stringify(
        success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
      ),
    )
  })
})
await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise((resolve) => siteverify.close(resolve)))
const siteverifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`
// Outgoing calls of the app go to the local siteverify instead of Cloudflare's.
const toLocalSiteverify: typeof fetch = (_, init) => fetch(siteverifyUrl, init)

const app = createTestApp(db, { HELPDESK_URL: 'https://help.amply.test/login?lang=en' }, {})
const ssoApp = createTestApp(db, {
  HELPDESK_URL: 'https://help.amply.test/sso',
  HELPDESK_SSO_SECRET: ssoSecret,
})
const botCheckedApp = createTestApp(
  db,
  { TURNSTILE_SECRET_KEY: turnstileSecret },
  { fetch: toLocalSiteverify },
)

const signIn = (email: string) => signedInUser(app, db, email)

const contact = {
  name: 'Ada Lovelace',
  email: 'ada.contact@example.com',
  subject: 'A question about plans',
  message: 'Can I pay yearly?',
  turnstile_response: '',
}

describe('help desk login link', () => {
  it('answers the configured help desk URL when single sign-on is not configured', async () => {
    const token = await signIn('helpdesk-plain@example.com')
    const response = await app.request('/api/auth/helpdesk/login-link', { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      login_link: 'https://help.amply.test/login?lang=en',
      status_code: 200,
      message: 'Opening the help desk.',
    })
  })

  it("carries a signed 5-minute HS256 token with the user's id, email and name", async () => {
    const email = 'helpdesk-sso@example.com'
    await registerActiveUser(ssoApp, db, email)
    const session = (await (await login(ssoApp, email)).json()) as { access_token: string }
    const profile = (await (
      await ssoApp.request('/api/auth/clients/profile', { headers: bearer(session.access_token) })
    ).json()) as { id: string }
    const response = await ssoApp.request('/api/auth/helpdesk/login-link', {
      headers: bearer(session.access_token),
    })
    const { login_link } = (await response.json()) as { login_link: string }
    const link = new URL(login_link)
    expect(link.origin + link.pathname).toBe('https://help.amply.test/sso')
    const jwt = link.searchParams.get('jwt') ?? ''
    const { payload, protectedHeader } = await jwtVerify(jwt, new TextEncoder().encode(ssoSecret), {
      algorithms: ['HS256'],
    })
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload).toMatchObject({ sub: profile.id, email, name: 'Ada Lovelace' })
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300)
    await expect(
      jwtVerify(jwt, new TextEncoder().encode('some-other-secret-entirely')),
    ).rejects.toThrow()
  })

  it('needs a signed-in user', async () => {
    expect((await app.request('/api/auth/helpdesk/login-link')).status).toBe(401)
  })
})

const queuedForSupport = () =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, brand.supportEmail))
    .orderBy(asc(mailOutbox.createdAt))

/** Sends the contact form; answers the response and the mails it queued for support. */
async function sendContact(target: typeof app, form: typeof contact) {
  const before = new Set((await queuedForSupport()).map((mail) => mail.id))
  const response = await target.request('/api/auth/send-contact-mail', jsonRequest('POST', form))
  const mails = (await queuedForSupport())
    .filter((mail) => !before.has(mail.id))
    .map(({ subject, text }) => ({ subject, text }))
  return { response, mails }
}

describe('contact mail', () => {
  it("mails the form to the brand's support address", async () => {
    const { response, mails } = await sendContact(app, contact)
    expect(response.status).toBe(200)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('[Contact] A question about plans')
    expect(mails[0]?.text).toContain('From: Ada Lovelace <ada.contact@example.com>')
    expect(mails[0]?.text).toContain('Can I pay yearly?')
  })

  it('keeps a line break in the subject from adding mail headers', async () => {
    const { mails } = await sendContact(app, {
      ...contact,
      subject: 'Hello\r\nBcc: victim@example.com',
    })
    expect(mails.map((mail) => mail.subject)).toEqual(['[Contact] Hello Bcc: victim@example.com'])
  })

  it('sends when the bot check passes', async () => {
    const { response, mails } = await sendContact(botCheckedApp, {
      ...contact,
      subject: 'Checked',
      turnstile_response: passingResponse,
    })
    expect(response.status).toBe(200)
    expect(mails).toEqual([expect.objectContaining({ subject: '[Contact] Checked' })])
    expect(mails[0]?.text).toContain('Can I pay yearly?')
  })

  it('refuses a failed bot check with 400, and mails nothing', async () => {
    const { response, mails } = await sendContact(botCheckedApp, {
      ...contact,
      subject: 'Spam',
      turnstile_response: 'forged',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'The bot check failed. Please try again.' })
    expect(mails).toEqual([])
  })

  it('limits contact mails per sender', async () => {
    const sender = { ...contact, email: 'chatty@example.com' }
    const sent = []
    for (let attempt = 0; attempt < 6; attempt++) sent.push(await sendContact(app, sender))
    expect(sent.map(({ response }) => response.status)).toEqual([200, 200, 200, 200, 200, 429])
    expect(sent.map(({ mails }) => mails.length)).toEqual([1, 1, 1, 1, 1, 0])
  })

  it('refuses an invalid form with 422, and mails nothing', async () => {
    const { response, mails } = await sendContact(app, { ...contact, email: 'not-an-email' })
    expect(response.status).toBe(422)
    expect(mails).toEqual([])
  })
})
