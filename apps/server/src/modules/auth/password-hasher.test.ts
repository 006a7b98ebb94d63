import { describe, expect, it } from 'vitest'
import { createPasswordHasher } from './password-hasher'

describe('password hashing', () => {
  const hasher = createPasswordHasher(2)

  it('uses argon2id with at least 19 MiB of memory and two passes', async () => {
    const hashed = await hasher.hash('correct horse battery staple')
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('verifies the right password only', async () => {
    const hashed = await hasher.hash('correct horse battery staple')
    expect(await hasher.verify(hashed, 'correct horse battery staple')).toBe(true)
    expect(await hasher.verify(hashed, 'Correct horse battery staple')).toBe(false)
  })

  it('spends a verification on an unknown account and answers false', async () => {
    expect(await hasher.verifyNothing('anything')).toBe(false)
  })
})
