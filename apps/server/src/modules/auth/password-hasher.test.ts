import { describe, expect, it } from 'vitest'
import { costOf, countingArgon2 } from '../../../test-support/counting-argon2'
import { createPasswordHasher } from './password-hasher'

describe('password hashing', () => {
  const { argon2, verifiedAgainst } = countingArgon2()
  const hasher = createPasswordHasher({ concurrency: 2, argon2 })

  it('uses argon2id with at least 19 MiB of memory and two passes', async () => {
    const hashed = await hasher.hash('correct horse battery staple')
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('verifies the right password only', async () => {
    const hashed = await hasher.hash('correct horse battery staple')
    expect(await hasher.verify(hashed, 'correct horse battery staple')).toBe(true)
    expect(await hasher.verify(hashed, 'Correct horse battery staple')).toBe(false)
  })

  it('spends one verification of the same cost on an unknown account and answers false', async () => {
    const real = await hasher.hash('correct horse battery staple')
    verifiedAgainst.length = 0
    expect(await hasher.verifyNothing('anything')).toBe(false)
    expect(verifiedAgainst.map(costOf)).toEqual([costOf(real)])
  })
})
