import { performance } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { connectedFrom, createTestApp } from '../../../test-support/app'
import {
  jsonRequest,
  register as registerAt,
  registerActiveUser,
  requestsSettled,
} from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { midpointGuess } from '../../../test-support/timing-oracle'

// Registration and forgot password, asked about an address that has an account and one that
// has none, must not tell them apart: not by the answer, the limits, nor the time.
const { db } = await createTestDatabase()
// A still clock: the trial's end in the answers does not move between two registrations.
const clock = Date.now()
const app = createTestApp(db, {}, { now: () => clock })

let addresses = 0
/** A client address used once, so per-IP limits stay out of the way (10.0.0.0/8). */
const freshIp = () => {
  addresses++
  return `10.${String((addresses >> 16) & 255)}.${String((addresses >> 8) & 255)}.${String(addresses & 255)}`
}

const register = (email: string, ip = freshIp()) => registerAt(app, email, connectedFrom(ip))

const forgot = (email: string, ip = freshIp()) =>
  app.request('/api/auth/forgot-password', jsonRequest('POST', { email }), connectedFrom(ip))

/** An answer with what is random in it (new ids) and the address itself set aside. */
async function answerOf(response: Response, email: string) {
  const body = (await response.text())
    .replaceAll(email, '<email>')
    .replace(/"id":"[0-9a-f-]{36}"/, '"id":"<uuid>"')
    .replace(/"referral_code":"[A-Z0-9]{10}"/, '"referral_code":"<code>"')
  return { status: response.status, body }
}

/** Accounts made through registration, activated: the known addresses. */
async function knownAddresses(label: string, count: number) {
  const emails = Array.from({ length: count }, (_, i) => `${label}-${String(i)}@example.com`)
  for (const email of emails) await registerActiveUser(app, db, email)
  return emails
}

describe('registration', () => {
  it('answers a known and an unknown address alike, the mail limit spent or not', async () => {
    const [known = ''] = await knownAddresses('registered', 1)
    const unknown = 'never-registered@example.com'
    // Both fresh: the same 201, the same user but for its new ids.
    const first = await answerOf(await register(known), known)
    expect(first.status).toBe(201)
    expect(await answerOf(await register(unknown), unknown)).toEqual(first)

    // An IP whose mail limit forgot-password spent (20): every registration from it is 429.
    const ip = '192.0.2.20'
    for (let i = 0; i < 20; i++)
      expect((await forgot(`spend-${String(i)}@example.com`, ip)).status).toBe(200)
    const [knownThere, unknownThere] = [
      await answerOf(await register(known, ip), known),
      await answerOf(
        await register('not-there-either@example.com', ip),
        'not-there-either@example.com',
      ),
    ]
    expect(knownThere.status).toBe(429)
    expect(unknownThere).toEqual(knownThere)

    // An address whose mail limit (5) forgot-password spent, known or not: 429 either way.
    const [spentKnown = ''] = await knownAddresses('spent', 1)
    const spentUnknown = 'spent-unknown@example.com'
    for (const email of [spentKnown, spentUnknown]) {
      let spending = 0
      while ((await forgot(email)).status === 200) spending++
      expect(spending).toBeLessThanOrEqual(5)
    }
    const spent = await answerOf(await register(spentKnown), spentKnown)
    expect(spent.status).toBe(429)
    expect(await answerOf(await register(spentUnknown), spentUnknown)).toEqual(spent)
    await requestsSettled(db)
  })

  it('takes the same time for a known and an unknown address', async () => {
    // Three registrations an address in 15 minutes, one of them its own: 30 give 60 samples.
    const known = await knownAddresses('timed-known', 30)
    const samples = known
      .flatMap((email) => [email, email])
      .map((email) => ({ known: true, email }))
    samples.push(
      ...samples.map((_, i) => ({ known: false, email: `timed-new-${String(i)}@example.com` })),
    )
    const timings = await timeInterleaved(samples, (email) => register(email), 201)
    const guess = midpointGuess(timings)
    expect(guess.accuracy, JSON.stringify(guess)).toBeLessThanOrEqual(guess.bound)
  })
})

describe('forgot password', () => {
  it('takes the same time for a known and an unknown address', async () => {
    // Five mails an address in 15 minutes, one its activation: 25 of each kind give 200 samples.
    const known = await knownAddresses('reset-known', 25)
    const unknown = known.map((_, i) => `reset-nobody-${String(i)}@example.com`)
    const samples = [...known, ...unknown].flatMap((email, i) =>
      Array.from({ length: 4 }, () => ({ known: i < known.length, email })),
    )
    const timings = await timeInterleaved(samples, (email) => forgot(email), 200)
    const guess = midpointGuess(timings)
    expect(guess.accuracy, JSON.stringify(guess)).toBeLessThanOrEqual(guess.bound)
  })
})

/**
 * Times each request, in a random order (known and unknown interleaved, so that a slower
 * moment of the machine falls on both), each once the previous one's work is settled.
 */
async function timeInterleaved(
  samples: { known: boolean; email: string }[],
  send: (email: string) => Response | Promise<Response>,
  status: number,
) {
  const order = samples
    .map((sample) => ({ sample, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
  const timings: { known: boolean; ms: number }[] = []
  for (const { sample } of order) {
    await requestsSettled(db)
    const start = performance.now()
    const response = await send(sample.email)
    const ms = performance.now() - start
    expect(response.status, `${sample.email}: ${await response.text()}`).toBe(status)
    timings.push({ known: sample.known, ms })
  }
  await requestsSettled(db)
  return timings
}
