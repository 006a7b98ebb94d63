import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { UnsealError, createKeyring, encryptionKey, seal, sealedKeyId, unseal } from './secret-box'

const oldKey = randomBytes(32)
const newKey = randomBytes(32)
const context = 'totp-secret:user-1'

describe('sealed secrets', () => {
  it('open with their key and context, and show nothing of the secret', () => {
    const keyring = createKeyring(newKey)
    const sealed = seal(keyring, 'JBSWY3DPEHPK3PXP', context)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(sealed).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(sealedKeyId(sealed)).toBe(keyring.current.id)
    expect(unseal(keyring, sealed, context)).toBe('JBSWY3DPEHPK3PXP')
    // Random IVs: the same secret sealed twice looks different.
    expect(seal(keyring, 'JBSWY3DPEHPK3PXP', context)).not.toBe(sealed)
  })

  it('refuse a changed value, another context (a row of another user) and an unknown key', () => {
    const keyring = createKeyring(newKey)
    const sealed = seal(keyring, 'JBSWY3DPEHPK3PXP', context)
    const [version, id, iv, data, tag] = sealed.split('.')
    const flipped = Buffer.from(data ?? '', 'base64url')
    flipped[0] = (flipped[0] ?? 0) ^ 1
    const changed = [version, id, iv, flipped.toString('base64url'), tag].join('.')
    expect(() => unseal(keyring, changed, context)).toThrow(UnsealError)
    expect(() => unseal(keyring, sealed, 'totp-secret:user-2')).toThrow(UnsealError)
    expect(() => unseal(createKeyring(oldKey), sealed, context)).toThrow(/not configured/)
    const shortTag = [version, id, iv, data, (tag ?? '').slice(0, 6)].join('.')
    expect(() => unseal(keyring, shortTag, context)).toThrow(UnsealError)
  })

  it('keep opening with an older key of the ring, while new values use the current one', () => {
    const sealedBefore = seal(createKeyring(oldKey), 'secret', context)
    const rotated = createKeyring(newKey, [oldKey])
    expect(unseal(rotated, sealedBefore, context)).toBe('secret')
    expect(sealedKeyId(seal(rotated, 'secret', context))).toBe(encryptionKey(newKey).id)
    expect(sealedKeyId('JBSWY3DPEHPK3PXP')).toBeUndefined()
  })

  it('name each key by an id derived from it', () => {
    expect(encryptionKey(newKey).id).toBe(encryptionKey(Buffer.from(newKey)).id)
    expect(encryptionKey(newKey).id).not.toBe(encryptionKey(oldKey).id)
    expect(() => encryptionKey(randomBytes(16))).toThrow()
  })
})
