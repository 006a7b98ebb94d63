import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { generate, generateSecret } from 'otplib'
import { describe, expect, it } from 'vitest'
import { accountTokens, backupCodes, users } from '../../db/schema/auth'
import { createTestApp } from '../../../test-support/app'
import { signedInUser } from '../../../test-support/account-flow'
import { createTestDatabase } from '../../../test-support/database'
import { createLogger } from '../../lib/logger'
import { emailCodeHash } from '../auth/otp-login'
import { KEY_BYTES, createKeyring, seal } from '../auth/secret-box'
import { createOneTimeCodes } from './one-time-codes'
import { backupCodeHash, newBackupCode, normaliseBackupCode } from './otp-codes'
import { totpSecretContext } from './totp-keys'

// The part of OTP that uses a code once, alone: each kind of code works once, in a transaction.

const { db } = await createTestDatabase()
const app = createTestApp(db)
const clock = Date.parse('2026-06-01T12:00:00Z')
const totpKeys = createKeyring(randomBytes(KEY_BYTES))
const codes = createOneTimeCodes({ now: () => clock, totpKeys, logger: createLogger('error') })

/** A user whose OTP method is `otpType` (TOTP with `totpSecret`, sealed as stored). */
async function userWith(otpType: 'totp' | 'email', totpSecret?: string) {
  const email = `codes-${crypto.randomUUID()}@example.com`
  await signedInUser(app, db, email)
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!user) throw new Error('no user')
  const sealed = totpSecret ? seal(totpKeys, totpSecret, totpSecretContext(user.id)) : null
  await db
    .update(users)
    .set({ otpType, otpEnabledAt: new Date(clock), totpSecret: sealed })
    .where(eq(users.id, user.id))
  return user
}

/** takeCode in a transaction of its own, on the user's row as it is now. */
async function take(
  userId: string,
  code: string,
  scope = { subject: 's', hashKey: 'k', backupCodes: true },
) {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) throw new Error('no user')
  return db.transaction((tx) => codes.takeCode(tx, user, code, scope))
}

describe('one-time codes', () => {
  it('takes a TOTP code once: the same step again is refused', async () => {
    const secret = generateSecret()
    const user = await userWith('totp', secret)
    const code = await generate({ secret, epoch: Math.floor(clock / 1000) })
    expect(await take(user.id, code)).toBe(true)
    expect(await take(user.id, code)).toBe(false)
    expect(await take(user.id, '000000')).toBe(false)
  })

  it('takes an emailed code once, and only under its own subject', async () => {
    const user = await userWith('email')
    await db.insert(accountTokens).values({
      tokenHash: emailCodeHash('123456', 'k'),
      userId: user.id,
      purpose: 'otp_email_code',
      subject: 's',
      createdAt: new Date(clock),
      expiresAt: new Date(clock + 60_000),
    })
    expect(
      await take(user.id, '123456', { subject: 'other', hashKey: 'k', backupCodes: false }),
    ).toBe(false)
    expect(await take(user.id, '123 456')).toBe(true)
    expect(await take(user.id, '123456')).toBe(false)
  })

  it('takes a backup code once, where backup codes count', async () => {
    const user = await userWith('email')
    const backup = newBackupCode()
    await db.insert(backupCodes).values({
      userId: user.id,
      codeHash: backupCodeHash(user.id, normaliseBackupCode(backup) ?? ''),
    })
    expect(await take(user.id, backup, { subject: 's', hashKey: 'k', backupCodes: false })).toBe(
      false,
    )
    expect(await take(user.id, backup.toUpperCase())).toBe(true)
    expect(await take(user.id, backup)).toBe(false)
  })
})
