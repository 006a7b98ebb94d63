import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { generate, generateSecret } from 'otplib'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import {
  bearer,
  jsonRequest,
  login,
  loginWithOtp,
  password,
  registerActiveUser,
} from '../../../test-support/auth-flow'
import { createTestDatabase, temporaryDir } from '../../../test-support/database'
import { startServerProcess } from '../../../test-support/server-process'
import { createKeyring, encryptionKey, sealedKeyId, unseal } from '../auth/secret-box'
import type { Keyring } from '../auth/secret-box'
import { TOTP_KEY_FILE, totpSecretContext } from './totp-keys'
import { sealTotpSecrets } from './totp-secret-rotation'

// TOTP secrets are sealed at rest (AES-256-GCM) with a key of their own; the key id in each
// value lets keys rotate without locking anyone out.

const { db, url } = await createTestDatabase()
const oldKey = randomBytes(32)
const newKey = randomBytes(32)
let clock = Date.now()
const appWith = (totpKeys: Keyring) => createTestApp(db, {}, { now: () => clock, totpKeys })

const codeFor = (secret: string) => {
  clock += 30_000 // each code a new time step: the replay guard lets it through
  return generate({ secret, epoch: Math.floor(clock / 1000) })
}

/** Registers a user and turns TOTP on through `app`; answers the plain secret. */
async function enrol(app: ReturnType<typeof appWith>, email: string) {
  await registerActiveUser(app, db, email)
  const { access_token } = (await (await login(app, email)).json()) as { access_token: string }
  const setup = await app.request(
    '/api/auth/otp/generate',
    jsonRequest('POST', { otp_type: 'totp', current_password: password }, bearer(access_token)),
  )
  const { secret } = (await setup.json()) as { secret: string }
  const confirmed = await app.request(
    '/api/auth/otp/device/verify',
    jsonRequest('POST', { code: await codeFor(secret) }, bearer(access_token)),
  )
  expect(confirmed.status).toBe(200)
  return secret
}

/** The status of a login through both steps with a fresh code, through `app`. */
const otpLogin = (app: ReturnType<typeof appWith>, email: string, secret: string) =>
  loginWithOtp(app, email, () => codeFor(secret))

const storedSecret = async (email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email))
  if (!row?.totpSecret) throw new Error(`no TOTP secret for ${email}`)
  return { id: row.id, stored: row.totpSecret }
}

describe('TOTP secrets at rest', () => {
  it('are stored sealed under the current key, never in plain text', async () => {
    const keyring = createKeyring(newKey)
    const app = appWith(keyring)
    const email = 'sealed@example.com'
    const secret = await enrol(app, email)
    const { id, stored } = await storedSecret(email)
    expect(stored).not.toContain(secret)
    expect(sealedKeyId(stored)).toBe(keyring.current.id)
    expect(unseal(keyring, stored, totpSecretContext(id))).toBe(secret)
    expect(await otpLogin(app, email, secret)).toBe(200)
  })

  it('rotate without locking anyone out: old keys open until the values are sealed again', async () => {
    const before = appWith(createKeyring(oldKey))
    const email = 'rotate@example.com'
    const secret = await enrol(before, email)

    // Every process gets the new key, the old one kept to open what it sealed.
    const during = appWith(createKeyring(newKey, [oldKey]))
    expect(await otpLogin(during, email, secret)).toBe(200)
    // Dropping the old key too early refuses the code (the backup codes still work), no 500.
    const tooEarly = appWith(createKeyring(newKey))
    expect(await otpLogin(tooEarly, email, secret)).toBe(400)

    const report = await sealTotpSecrets(db, createKeyring(newKey, [oldKey]), { plainOnly: false })
    expect(report.unreadable).toBe(0)
    expect(report.sealed).toBeGreaterThan(0)
    expect(sealedKeyId((await storedSecret(email)).stored)).toBe(encryptionKey(newKey).id)
    expect(await otpLogin(appWith(createKeyring(newKey)), email, secret)).toBe(200)
  })

  it('are sealed again by the rotation command (pnpm totp:rotate-keys)', async () => {
    const email = 'command@example.com'
    const secret = await enrol(appWith(createKeyring(oldKey)), email)
    const run = spawn(process.execPath, ['--import', 'tsx', 'src/rotate-totp-keys.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: {
        DATABASE_URL: url,
        DATA_DIR: await temporaryDir(),
        TOTP_ENCRYPTION_KEY: newKey.toString('base64'),
        TOTP_ENCRYPTION_OLD_KEYS: oldKey.toString('base64'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    run.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    run.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise((resolve) => run.once('exit', resolve))
    expect(code, output).toBe(0)
    expect(output).toContain('TOTP secrets sealed under the current key')
    const { stored } = await storedSecret(email)
    expect(sealedKeyId(stored)).toBe(encryptionKey(newKey).id)
    expect(await otpLogin(appWith(createKeyring(newKey)), email, secret)).toBe(200)
  })

  it('stored in plain text before are sealed when the server starts, with a key it keeps in DATA_DIR', async () => {
    const email = 'plain-before@example.com'
    await registerActiveUser(appWith(createKeyring(newKey)), db, email)
    const secret = generateSecret()
    await db
      .update(users)
      .set({ otpType: 'totp', otpEnabledAt: new Date(), totpSecret: secret })
      .where(eq(users.email, email))

    const dataDir = await temporaryDir()
    const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir })
    const { id, stored } = await storedSecret(email)
    expect(stored).not.toContain(secret)
    const keyFile = path.join(dataDir, TOTP_KEY_FILE)
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600)
    const post = (pathname: string, body: unknown) =>
      fetch(`${server.url}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const first = await post('/api/auth/clients/login', {
      email,
      password,
      turnstile_response: '',
    })
    const { redirect_url } = (await first.json()) as { redirect_url: string }
    const otpToken = new URL(redirect_url, server.url).searchParams.get('otp_token')
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) })
    expect((await post('/api/auth/otp/verify', { otp_token: otpToken, code })).status).toBe(200)
    expect(id).toBeTruthy()
  })
})
