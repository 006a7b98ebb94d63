import { and, eq, gt } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Database, Transaction } from '../../db/client'
import { trustedDevices } from '../../db/schema/auth'
import { hashSecret, randomToken } from './secrets'

/** A browser that passed OTP with "remember this device": HttpOnly, only on the auth paths. */
export const TRUSTED_DEVICE_COOKIE = 'amply_trusted_device'
const COOKIE_PATH = '/api/auth'
const TRUSTED_DEVICE_DAYS = 30
const TRUSTED_DEVICE_MS = TRUSTED_DEVICE_DAYS * 86_400_000

export function readTrustedDeviceCookie(c: Context): string | undefined {
  return getCookie(c, TRUSTED_DEVICE_COOKIE)
}

/** Remembers the browser for 30 days: a random token in its cookie, its hash in the table. */
export async function rememberDevice(
  c: Context,
  db: Database,
  userId: string,
  at: number,
  secure: boolean,
) {
  const token = randomToken()
  await db.insert(trustedDevices).values({
    tokenHash: hashSecret(token),
    userId,
    createdAt: new Date(at),
    expiresAt: new Date(at + TRUSTED_DEVICE_MS),
  })
  setCookie(c, TRUSTED_DEVICE_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    maxAge: TRUSTED_DEVICE_DAYS * 86_400,
  })
}

/** Whether the cookie's token is one this user's browser was given, and still in force. */
export async function isTrustedDevice(
  db: Database,
  userId: string,
  token: string | undefined,
  at: number,
): Promise<boolean> {
  if (!token) return false
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, hashSecret(token)),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date(at)),
      ),
    )
  return row !== undefined
}

/** Every browser of the user must pass the OTP step again (a new password, OTP turned off). */
export async function forgetTrustedDevices(tx: Database | Transaction, userId: string) {
  await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId))
}
