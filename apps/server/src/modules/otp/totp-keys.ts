import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Env } from '../../env'
import { KEY_BYTES, createKeyring } from '../auth/secret-box'
import type { Keyring } from '../auth/secret-box'
import { secretInDataDir } from '../auth/secret-file'

/** The key generated when none is configured, kept beside the JWT secret. */
export const TOTP_KEY_FILE = 'totp-encryption-key'

/** `users.totp_secret` and its pending twin are sealed for their user only. */
export const totpSecretContext = (userId: string) => `totp-secret:${userId}`

const isKey = (value: string) => Buffer.from(value, 'base64').length === KEY_BYTES

/**
 * The keys of TOTP secrets: TOTP_ENCRYPTION_KEY seals, and it and TOTP_ENCRYPTION_OLD_KEYS
 * open. With nothing configured, a key generated on first start into DATA_DIR seals; once a
 * key is configured, that file's key (if any) still opens what it sealed, so moving from the
 * default to a configured key locks no one out.
 */
export async function loadTotpKeyring(
  env: Pick<Env, 'TOTP_ENCRYPTION_KEY' | 'TOTP_ENCRYPTION_OLD_KEYS' | 'DATA_DIR'>,
): Promise<Keyring> {
  const fileKey = async () =>
    Buffer.from(
      await secretInDataDir(
        env.DATA_DIR,
        TOTP_KEY_FILE,
        () => randomBytes(KEY_BYTES).toString('base64'),
        isKey,
      ),
      'base64',
    )
  if (!env.TOTP_ENCRYPTION_KEY) return createKeyring(await fileKey(), env.TOTP_ENCRYPTION_OLD_KEYS)
  const generated = existsSync(path.join(env.DATA_DIR, TOTP_KEY_FILE)) ? [await fileKey()] : []
  return createKeyring(env.TOTP_ENCRYPTION_KEY, [...env.TOTP_ENCRYPTION_OLD_KEYS, ...generated])
}
