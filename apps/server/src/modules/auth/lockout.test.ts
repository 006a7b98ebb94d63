import { describe, expect, it } from 'vitest'
import { connectedFrom, createTestApp } from '../../../test-support/app'
import {
  jsonRequest,
  lastMailTo,
  mailTo,
  password,
  registerActiveUser,
  requestsSettled,
} from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { ACCOUNT_HELD } from './auth.service'

// Guessing is stopped without handing anyone who knows an address a lock on its owner
// (docs/auth.md, "Lockout"). Three attempts from one source, thirty from one IP, thirty failed
// ones on one account from everywhere.
const { db } = await createTestDatabase()
const app = createTestApp(db, { LOGIN_ATTEMPTS_PER_WINDOW: '3' })

let sources = 0
/** A client address of its own (198.18.0.0/15, for tests). */
const newSource = () => {
  sources++
  return `198.18.${String(sources >> 8)}.${String(sources & 255)}`
}

const login = async (email: string, from: string, secret = password, unlockToken?: string) => {
  const response = await app.request(
    '/api/auth/clients/login',
    jsonRequest('POST', {
      email,
      password: secret,
      turnstile_response: '',
      ...(unlockToken === undefined ? {} : { unlock_token: unlockToken }),
    }),
    connectedFrom(from),
  )
  return { status: response.status, body: (await response.json()) as { detail?: unknown } }
}

/** Thirty wrong passwords on `email`, three from each of ten sources: all of them refused. */
async function guessFromEverywhere(email: string) {
  for (let source = 0; source < 10; source++) {
    const from = newSource()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(email, from, 'a guess')).status).toBe(401)
    }
  }
}

describe('lockout', () => {
  it('stops a source guessing an account, and only that source: the owner signs in elsewhere', async () => {
    const email = 'guessed@example.com'
    await registerActiveUser(app, db, email)
    const attacker = newSource()
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login(email, attacker, 'a guess')).status).toBe(401)
    }
    const stopped = await login(email, attacker, 'a guess')
    expect(stopped.status).toBe(429)
    expect(stopped.body.detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/)
    // The right password from there waits as well: guessing it is what is stopped.
    expect((await login(email, attacker)).status).toBe(429)
    expect((await login(email, newSource())).status).toBe(200)
  })

  it('holds an account guessed from everywhere; its owner signs in with the link mailed', async () => {
    const email = 'besieged@example.com'
    await registerActiveUser(app, db, email)
    await guessFromEverywhere(email)
    // Held: the right password from a new source is not enough, and says what to do.
    const held = await login(email, newSource())
    expect(held).toEqual({ status: 423, body: { detail: ACCOUNT_HELD } })
    // An address without an account answers alike once as many guesses went to it.
    const nobody = 'besieged-nobody@example.com'
    await guessFromEverywhere(nobody)
    expect(await login(nobody, newSource())).toEqual(held)

    // One mail to the owner, when the hold began, with a link to the login page.
    await requestsSettled(db)
    const mail = await mailTo(db, email)
    expect(mail.subject).toBe('Sign in to your Amply account')
    const token = /http:\/\/localhost:3000\/auth\/jwt\/login\?unlock=([\w-]+)/.exec(mail.text)?.[1]
    expect(token).toBeDefined()
    await expect(lastMailTo(db, nobody)).rejects.toThrow()

    // With the link: a wrong password is still wrong, the right one signs in, once.
    const owner = newSource()
    expect((await login(email, owner, 'a guess', token)).status).toBe(401)
    expect((await login(email, owner, password, token)).status).toBe(200)
    expect((await login(email, newSource(), password, token)).status).toBe(423)
    // A link is the owner's own: it opens no other held account.
    expect((await login(nobody, newSource(), password, token)).status).toBe(423)
    await requestsSettled(db)
    expect((await lastMailTo(db, email)).id).toBe(mail.id)
  })
})
