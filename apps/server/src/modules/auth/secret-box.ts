import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Secrets kept at rest that the server must read back (TOTP secrets): AES-256-GCM, so a value
 * can be neither read nor changed without its key, bound to what it belongs to (a user) so it
 * cannot be moved to another row. Each value names its key (`v1.<key id>.<iv>.<data>.<tag>`),
 * so a keyring can hold the current key and older ones: new values use the current key, and
 * every key of the ring still opens what it sealed until the values are sealed again.
 */

export interface EncryptionKey {
  /** Derived from the key itself: nothing to name, nothing to mislabel. */
  id: string
  key: Buffer
}

export interface Keyring {
  current: EncryptionKey
  /** Every key that opens values, the current one included. */
  keys: ReadonlyMap<string, EncryptionKey>
}

/** The length of a key: 32 random bytes (AES-256). */
export const KEY_BYTES = 32

const VERSION = 'v1'

export function encryptionKey(key: Buffer): EncryptionKey {
  if (key.length !== KEY_BYTES) throw new Error(`An encryption key has ${KEY_BYTES} bytes.`)
  const id = createHash('sha256').update('amply key id\0').update(key).digest('base64url')
  return { id: id.slice(0, 8), key }
}

export function createKeyring(current: Buffer, older: readonly Buffer[] = []): Keyring {
  const currentKey = encryptionKey(current)
  const keys = new Map([currentKey, ...older.map(encryptionKey)].map((key) => [key.id, key]))
  keys.set(currentKey.id, currentKey)
  return { current: currentKey, keys }
}

/** A value this module sealed (any key), as opposed to a plain one stored before it existed. */
export function sealedKeyId(value: string): string | undefined {
  const [version, keyId] = value.split('.')
  return version === VERSION && keyId ? keyId : undefined
}

/** Encrypts `plain` under the current key, bound to `context` (e.g. `totp:<user id>`). */
export function seal(keyring: Keyring, plain: string, context: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv)
  cipher.setAAD(Buffer.from(context))
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url'))
  return [VERSION, keyring.current.id, ...parts].join('.')
}

/** Why a sealed value could not be opened. */
export class UnsealError extends Error {}

/** Decrypts a sealed value; throws `UnsealError` for an unknown key, a changed value or context. */
export function unseal(keyring: Keyring, sealed: string, context: string): string {
  const [version, keyId, iv, data, tag, extra] = sealed.split('.')
  if (version !== VERSION || !keyId || !iv || !data || !tag || extra !== undefined) {
    throw new UnsealError('not a sealed value')
  }
  const key = keyring.keys.get(keyId)
  if (!key) throw new UnsealError(`sealed with key ${keyId}, which is not configured`)
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    })
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    throw new UnsealError(`the value sealed with key ${keyId} fails its check`)
  }
}
