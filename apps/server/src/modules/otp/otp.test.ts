import { and, eq } from 'drizzle-orm'
import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'
import { accountTokens, backupCodes, sessions, trustedDevices, users } from '../../db/schema/auth'
import { connectedFrom, createTestApp } from '../../../test-support/app'
import {
  bearer,
  cookiesOf,
  jsonRequest,
  lastMailTo,
  login,
  mailSentBy,
  password,
  registerActiveUser,
} from '../../../test-support/auth-flow'
import { createTestDatabase } from '../../../test-support/database'
import { hashSecret } from '../auth/secrets'
import { INVALID_CODE } from './otp-codes'

const { db } = await createTestDatabase()
let clock = Date.now()
const app = createTestApp(db, { LOGIN_ATTEMPTS_PER_WINDOW: '5' }, { now: () => clock })

interface Tokens {
  access_token: string
  refresh_token: string
  expires_at: number
}

/** One TOTP step later: a new code that the replay guard lets through. */
const nextStep = () => {
  clock += 30_000
}
const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) })
const mailedCode = async (email: string) =>
  /code is:\s+(\d{6})/.exec((await lastMailTo(db, email)).text)?.[1] ?? ''

async function signIn(email: string): Promise<Tokens> {
  const response = await login(app, email)
  expect(response.status).toBe(200)
  return (await response.json()) as Tokens
}

/** `from` is the client's address (some address of its own otherwise). */
const post = async (
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  from?: string,
) =>
  app.request(
    `/api/auth/${path}`,
    jsonRequest('POST', body, headers),
    from === undefined ? undefined : connectedFrom(from),
  )

/**
 * Registers an account and turns a method on through the real calls: generate (with the
 * password), then the first code. Answers what generate said, the backup codes and the session.
 */
async function enrol(
  email: string,
  otpType: 'totp' | 'email',
  firstCode: (setup: { secret: string }) => Promise<string>,
) {
  await registerActiveUser(app, db, email)
  const { access_token } = await signIn(email)
  const generated = await post(
    'otp/generate',
    { otp_type: otpType, current_password: password },
    bearer(access_token),
  )
  expect(generated.status).toBe(200)
  const setup = (await generated.json()) as {
    otp_type: string
    secret: string
    otpauth_url: string
    qr_code: string
  }
  const confirmed = await post(
    'otp/device/verify',
    { code: await firstCode(setup) },
    bearer(access_token),
  )
  expect(confirmed.status).toBe(200)
  const { backup_codes } = (await confirmed.json()) as { backup_codes: string[] }
  return { ...setup, backupCodes: backup_codes, accessToken: access_token }
}

async function totpUser(email: string) {
  const enrolled = await enrol(email, 'totp', ({ secret }) => totpNow(secret))
  nextStep()
  return enrolled
}

async function emailUser(email: string) {
  const enrolled = await enrol(email, 'email', () => mailedCode(email))
  expect(Object.keys(enrolled).sort()).toEqual(['accessToken', 'backupCodes', 'otp_type'])
  return enrolled
}

/** Logs in with the password; answers the pending login's otp_token. */
async function startLogin(email: string, headers: Record<string, string> = {}) {
  const response = await login(app, email, headers)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { redirect_url: string }
  expect(Object.keys(body)).toEqual(['redirect_url'])
  const url = new URL(body.redirect_url, 'http://localhost')
  expect(url.pathname).toBe('/auth/jwt/otp')
  return url.searchParams.get('otp_token') ?? ''
}

/** The method a password login asks for next (the OTP step's `method`). */
async function methodOfLogin(email: string) {
  const response = await login(app, email)
  const { redirect_url } = (await response.json()) as { redirect_url: string }
  return new URL(redirect_url, 'http://localhost').searchParams.get('method')
}

const verify = (otpToken: string, code: string, extra: Record<string, unknown> = {}) =>
  post('otp/verify', { otp_token: otpToken, code, ...extra })

/** The sessions (signed-in devices) an account has had. */
async function sessionCount(email: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email))
  return rows.length
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ detail: INVALID_CODE })
}

describe('TOTP', () => {
  it('enrols with a QR code, then login answers redirect_url and a generated code finishes it with a working session', async () => {
    const email = 'totp@example.com'
    const setup = await totpUser(email)
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Amply:totp%40example\.com\?/)
    expect(new URL(setup.otpauth_url).searchParams.get('issuer')).toBe('Amply')
    expect(new URL(setup.otpauth_url).searchParams.get('secret')).toBe(setup.secret)
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
    expect(setup.backupCodes).toHaveLength(10)
    expect(new Set(setup.backupCodes).size).toBe(10)

    const profile = await app.request('/api/auth/clients/profile', {
      headers: bearer(setup.accessToken),
    })
    expect(await profile.json()).toMatchObject({ otp_enabled: true, otp_type: 'totp' })

    const loginResponse = await login(app, email)
    expect(loginResponse.headers.getSetCookie()).toEqual([])
    const step = new URL(
      ((await loginResponse.json()) as { redirect_url: string }).redirect_url,
      'http://localhost',
    ).searchParams
    // The page asks for the authenticator's code.
    expect(step.get('method')).toBe('totp')
    const otpToken = step.get('otp_token')

    const verified = await verify(otpToken ?? '', await totpNow(setup.secret))
    expect(verified.status).toBe(200)
    const tokens = (await verified.json()) as Tokens
    expect(cookiesOf(verified)).toMatchObject({ amply_refresh: tokens.refresh_token })
    const me = await app.request('/api/auth/clients/profile', {
      headers: bearer(tokens.access_token),
    })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email })
  })

  it('refuses the same TOTP code a second time (replay), even within its 30 seconds', async () => {
    const email = 'totp-replay@example.com'
    const { secret } = await totpUser(email)
    const code = await totpNow(secret)
    expect((await verify(await startLogin(email), code)).status).toBe(200)
    await expectRefused(await verify(await startLogin(email), code))
  })

  it('lets exactly one of several concurrent logins use the same code', async () => {
    const email = 'totp-race@example.com'
    const { secret } = await totpUser(email)
    const code = await totpNow(secret)
    const pending = []
    // Five: the account's OTP attempts in a window (LOGIN_ATTEMPTS_PER_WINDOW), none refused 429.
    for (let n = 0; n < 5; n++) pending.push(await startLogin(email))
    const before = await sessionCount(email)
    const answers = await Promise.all(pending.map((otpToken) => verify(otpToken, code)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400])
    // One session was made, and only the accepted login's tokens are in it.
    expect(await sessionCount(email)).toBe(before + 1)
    const accepted = answers.find((answer) => answer.status === 200)
    const { access_token } = (await accepted?.json()) as Tokens
    expect(
      (await app.request('/api/auth/clients/profile', { headers: bearer(access_token) })).status,
    ).toBe(200)
  })

  it('accepts a code one step off and refuses one two steps off', async () => {
    const email = 'totp-drift@example.com'
    const { secret } = await totpUser(email)
    const early = await totpNow(secret)
    clock += 30_000
    expect((await verify(await startLogin(email), early)).status).toBe(200)
    nextStep()
    const stale = await totpNow(secret)
    clock += 60_000
    await expectRefused(await verify(await startLogin(email), stale))
  })

  it('does not turn OTP on when the first code is wrong', async () => {
    const email = 'totp-wrong-setup@example.com'
    await registerActiveUser(app, db, email)
    const { access_token } = await signIn(email)
    await post(
      'otp/generate',
      { otp_type: 'totp', current_password: password },
      bearer(access_token),
    )
    const confirmed = await post('otp/device/verify', { code: '000000' }, bearer(access_token))
    expect(confirmed.status).toBe(400)
    const [row] = await db.select().from(users).where(eq(users.email, email))
    expect(row?.otpEnabledAt).toBeNull()
    expect((await signIn(email)).access_token).toBeTruthy()
  })
})

describe('emailed codes', () => {
  it('mails a code at login that works once', async () => {
    const email = 'mailed@example.com'
    await emailUser(email)
    const otpToken = await startLogin(email)
    const code = await mailedCode(email)
    expect((await verify(otpToken, code)).status).toBe(200)
    await expectRefused(await verify(otpToken, code))
    // Nor for another pending login of the same account.
    const next = await startLogin(email)
    await expectRefused(await verify(next, code))
  })

  it("names the method in the OTP step's address, so the page asks for the mailed code", async () => {
    const email = 'mailed-method@example.com'
    await emailUser(email)
    const response = await login(app, email)
    const { redirect_url } = (await response.json()) as { redirect_url: string }
    expect(new URL(redirect_url, 'http://localhost').searchParams.get('method')).toBe('email')
  })

  it('refuses a code after 10 minutes', async () => {
    const email = 'mailed-late@example.com'
    await emailUser(email)
    const inTime = await startLogin(email)
    clock += 10 * 60_000 - 1000
    expect((await verify(inTime, await mailedCode(email))).status).toBe(200)

    const late = await startLogin(email)
    const code = await mailedCode(email)
    // Stored hashed, tied to the pending login, valid at most 10 minutes.
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.purpose, 'otp_email_code'),
          eq(accountTokens.subject, hashSecret(late)),
        ),
      )
    expect(stored?.tokenHash).not.toContain(code)
    expect((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)).toBe(600_000)
    clock += 10 * 60_000 + 1000
    await expectRefused(await verify(late, code))
  })

  it('resend mails a new code and the old one stops working', async () => {
    const email = 'resend@example.com'
    await emailUser(email)
    const otpToken = await startLogin(email)
    const first = await mailedCode(email)
    const resent = await post('resend/otp', { otp_token: otpToken })
    expect(resent.status).toBe(200)
    const second = await mailedCode(email)
    expect((await lastMailTo(db, email)).subject).toContain(second)
    if (first !== second) await expectRefused(await verify(otpToken, first))
    expect((await verify(otpToken, second)).status).toBe(200)
  })

  it('limits the codes a login mails per account (429 with Retry-After)', async () => {
    const email = 'mail-flood@example.com'
    await emailUser(email) // registering and setting up spent two of the address's five mails
    for (let n = 0; n < 3; n++) await startLogin(email)
    const flooded = await login(app, email)
    expect(flooded.status).toBe(429)
    expect(flooded.headers.get('retry-after')).toBeTruthy()
  })

  it('resend refuses a used or unknown otp_token and a TOTP login', async () => {
    const email = 'resend-refused@example.com'
    const { secret } = await totpUser(email)
    const otpToken = await startLogin(email)
    expect((await post('resend/otp', { otp_token: otpToken })).status).toBe(400)
    expect((await verify(otpToken, await totpNow(secret))).status).toBe(200)
    expect((await post('resend/otp', { otp_token: otpToken })).status).toBe(400)
    expect((await post('resend/otp', { otp_token: 'no-such-token' })).status).toBe(400)
  })
})

describe('backup codes', () => {
  it('finish a login once each, as typed (capitals, spaces)', async () => {
    const email = 'backup@example.com'
    const { backupCodes: codes } = await totpUser(email)
    const [code, other] = codes
    expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/)
    const typed = (code ?? '').toUpperCase().replace(/-/g, ' ')
    expect((await verify(await startLogin(email), typed)).status).toBe(200)
    await expectRefused(await verify(await startLogin(email), code ?? ''))
    expect((await verify(await startLogin(email), other ?? '')).status).toBe(200)
  })

  it('are stored hashed', async () => {
    const email = 'backup-hashed@example.com'
    const { backupCodes: codes } = await totpUser(email)
    const [row] = await db.select().from(users).where(eq(users.email, email))
    const stored = await db
      .select()
      .from(backupCodes)
      .where(eq(backupCodes.userId, row?.id ?? ''))
    expect(stored).toHaveLength(10)
    const hashes = stored.map((entry) => entry.codeHash).join(' ')
    for (const code of codes) {
      expect(hashes).not.toContain(code)
      expect(hashes).not.toContain(code.replace(/-/g, ''))
    }
  })
})

describe('remembered devices', () => {
  it('remember_device sets a trusted-device cookie that skips OTP at the next login', async () => {
    const email = 'remember@example.com'
    const { secret } = await totpUser(email)
    const verified = await verify(await startLogin(email), await totpNow(secret), {
      remember_device: true,
    })
    expect(verified.status).toBe(200)
    const line = verified.headers.getSetCookie().find((c) => c.startsWith('amply_trusted_device='))
    expect(line).toMatch(/HttpOnly/)
    expect(line).toMatch(/Secure/)
    expect(line).toMatch(/SameSite=Strict/)
    expect(line).toMatch(/Path=\/api\/auth/)
    expect(line).toMatch(/Max-Age=2592000/)
    const cookie = `amply_trusted_device=${cookiesOf(verified).amply_trusted_device ?? ''}`

    const remembered = await login(app, email, { cookie })
    expect(remembered.status).toBe(200)
    const tokens = (await remembered.json()) as Tokens
    expect(tokens.access_token).toBeTruthy()
    // Another browser still gets the OTP step.
    await startLogin(email)
  })

  it('a trusted-device cookie skips nothing for another account, nor after 30 days', async () => {
    const email = 'remember-owner@example.com'
    const { secret } = await totpUser(email)
    const verified = await verify(await startLogin(email), await totpNow(secret), {
      remember_device: true,
    })
    const cookie = `amply_trusted_device=${cookiesOf(verified).amply_trusted_device ?? ''}`
    const stranger = 'remember-stranger@example.com'
    await totpUser(stranger)
    await startLogin(stranger, { cookie })
    clock += 30 * 86_400_000 + 1000
    await startLogin(email, { cookie })
  })

  it('without remember_device no cookie is set', async () => {
    const email = 'no-remember@example.com'
    const { secret } = await totpUser(email)
    const verified = await verify(await startLogin(email), await totpNow(secret))
    expect(cookiesOf(verified).amply_trusted_device).toBeUndefined()
  })

  /** A TOTP user whose browser is remembered: answers the cookie and the session. */
  async function rememberedBrowser(email: string) {
    const { secret, accessToken } = await totpUser(email)
    const verified = await verify(await startLogin(email), await totpNow(secret), {
      remember_device: true,
    })
    const cookie = `amply_trusted_device=${cookiesOf(verified).amply_trusted_device ?? ''}`
    expect((await login(app, email, { cookie })).status).toBe(200)
    nextStep()
    return { cookie, accessToken }
  }

  it('are forgotten when the password is changed', async () => {
    const email = 'remember-change@example.com'
    const { cookie, accessToken } = await rememberedBrowser(email)
    const newPassword = 'a different passphrase'
    const changed = await post(
      'change-password',
      { current_password: password, new_password: newPassword },
      bearer(accessToken),
    )
    expect(changed.status).toBe(200)
    const again = await app.request(
      '/api/auth/clients/login',
      jsonRequest('POST', { email, password: newPassword, turnstile_response: '' }, { cookie }),
    )
    expect(Object.keys((await again.json()) as object)).toEqual(['redirect_url'])
  })

  it('are forgotten when the password is reset', async () => {
    const email = 'remember-reset@example.com'
    const { cookie } = await rememberedBrowser(email)
    const mail = await mailSentBy(db, email, async () => {
      expect((await post('forgot-password', { email })).status).toBe(200)
    })
    const token = /\/client\/reset-password\/(\S+)/.exec(mail.text)?.[1] ?? ''
    const newPassword = 'a reset passphrase'
    expect((await post('reset-password', { token, password: newPassword })).status).toBe(200)
    const again = await app.request(
      '/api/auth/clients/login',
      jsonRequest('POST', { email, password: newPassword, turnstile_response: '' }, { cookie }),
    )
    expect(Object.keys((await again.json()) as object)).toEqual(['redirect_url'])
  })
})

describe('changing OTP', () => {
  it('generate needs the current password', async () => {
    const email = 'generate-password@example.com'
    await registerActiveUser(app, db, email)
    const { access_token } = await signIn(email)
    const refused = await post(
      'otp/generate',
      { otp_type: 'totp', current_password: 'not the password' },
      bearer(access_token),
    )
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/password/)
    const [row] = await db.select().from(users).where(eq(users.email, email))
    expect(row?.totpSecret).toBeNull()
  })

  it('switches from TOTP to email without disabling: the app signs in until the new method is confirmed', async () => {
    const email = 'switch-to-email@example.com'
    const { accessToken, secret, backupCodes: oldBackup } = await totpUser(email)
    const generated = await post(
      'otp/generate',
      { otp_type: 'email', current_password: password },
      bearer(accessToken),
    )
    expect(generated.status).toBe(200)
    // Still the authenticator app while the switch waits.
    expect(await methodOfLogin(email)).toBe('totp')
    expect((await verify(await startLogin(email), await totpNow(secret))).status).toBe(200)
    nextStep()

    const confirmed = await post(
      'otp/device/verify',
      { code: await mailedCode(email) },
      bearer(accessToken),
    )
    expect(confirmed.status).toBe(200)
    const { backup_codes } = (await confirmed.json()) as { backup_codes: string[] }
    expect(backup_codes).toHaveLength(10)

    expect(await methodOfLogin(email)).toBe('email')
    const otpToken = await startLogin(email)
    await expectRefused(await verify(otpToken, await totpNow(secret)))
    await expectRefused(await verify(otpToken, oldBackup[0] ?? ''))
    expect((await verify(otpToken, await mailedCode(email))).status).toBe(200)
  })

  it('switches from email to TOTP only with a right first code of the new secret', async () => {
    const email = 'switch-to-totp@example.com'
    const { accessToken } = await emailUser(email)
    const generated = await post(
      'otp/generate',
      { otp_type: 'totp', current_password: password },
      bearer(accessToken),
    )
    const { secret } = (await generated.json()) as { secret: string }
    const wrong = await post('otp/device/verify', { code: '000000' }, bearer(accessToken))
    expect(wrong.status).toBe(400)
    expect(await methodOfLogin(email)).toBe('email')

    const confirmed = await post(
      'otp/device/verify',
      { code: await totpNow(secret) },
      bearer(accessToken),
    )
    expect(confirmed.status).toBe(200)
    nextStep()
    expect(await methodOfLogin(email)).toBe('totp')
    expect((await verify(await startLogin(email), await totpNow(secret))).status).toBe(200)
  })

  it('confirming with nothing pending while OTP is on answers 409', async () => {
    const { accessToken } = await totpUser('confirm-nothing@example.com')
    const again = await post('otp/device/verify', { code: '123456' }, bearer(accessToken))
    expect(again.status).toBe(409)
  })

  it('disable needs the current password, then turns OTP off with its backup codes and trusted devices', async () => {
    const email = 'disable@example.com'
    const { accessToken, secret } = await totpUser(email)
    await verify(await startLogin(email), await totpNow(secret), { remember_device: true })

    const refused = await post('otp/disable', { current_password: 'wrong' }, bearer(accessToken))
    expect(refused.status).toBe(401)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/password/)
    await startLogin(email)

    const disabled = await post('otp/disable', { current_password: password }, bearer(accessToken))
    expect(disabled.status).toBe(200)
    expect((await signIn(email)).access_token).toBeTruthy()
    const [row] = await db.select().from(users).where(eq(users.email, email))
    expect(row).toMatchObject({ otpType: null, otpEnabledAt: null, totpSecret: null })
    const userId = row?.id ?? ''
    expect(await db.select().from(backupCodes).where(eq(backupCodes.userId, userId))).toEqual([])
    expect(await db.select().from(trustedDevices).where(eq(trustedDevices.userId, userId))).toEqual(
      [],
    )
  })

  it('the setup calls need a signed-in user', async () => {
    for (const [path, body] of [
      ['otp/generate', { otp_type: 'totp', current_password: password }],
      ['otp/device/verify', { code: '123456' }],
      ['otp/disable', { current_password: password }],
    ] as const) {
      expect((await post(path, body)).status).toBe(401)
    }
  })
})

describe('OTP entry security', () => {
  it('answers 429 with Retry-After once an account used its attempts, even for the right code', async () => {
    const email = 'limited@example.com'
    const { secret } = await totpUser(email)
    const otpToken = await startLogin(email)
    for (let attempt = 0; attempt < 5; attempt++) {
      await expectRefused(await verify(otpToken, '000000'))
    }
    const limited = await verify(otpToken, await totpNow(secret))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers 429 once an IP address used its attempts, whatever the accounts', async () => {
    const ip = '198.51.100.7'
    for (let attempt = 0; attempt < 50; attempt++) {
      expect(
        (await post('otp/verify', { otp_token: `guess-${attempt}`, code: '123456' }, {}, ip))
          .status,
      ).toBe(400)
    }
    const limited = await post('otp/verify', { otp_token: 'guess', code: '123456' }, {}, ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })

  it('refuses a used otp_token', async () => {
    const email = 'used-token@example.com'
    const { secret } = await totpUser(email)
    const otpToken = await startLogin(email)
    expect((await verify(otpToken, await totpNow(secret))).status).toBe(200)
    nextStep()
    await expectRefused(await verify(otpToken, await totpNow(secret)))
  })

  it('refuses an expired otp_token', async () => {
    const email = 'expired-token@example.com'
    const { secret } = await totpUser(email)
    const otpToken = await startLogin(email)
    clock += 10 * 60_000 + 1000
    await expectRefused(await verify(otpToken, await totpNow(secret)))
  })

  it('gives one answer whatever failed: the TOTP code, a backup code or the otp_token', async () => {
    const email = 'one-message@example.com'
    const { secret } = await totpUser(email)
    const otpToken = await startLogin(email)
    await expectRefused(await verify(otpToken, '000000'))
    await expectRefused(await verify(otpToken, 'aaaa-bbbb-cccc-dddd'))
    await expectRefused(await verify('unknown-token', await totpNow(secret)))
    // A refused code leaves the pending login usable.
    expect((await verify(otpToken, await totpNow(secret))).status).toBe(200)
  })
})
