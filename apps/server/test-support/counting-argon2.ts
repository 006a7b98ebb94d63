import { hash, verify } from '@node-rs/argon2'
import type { Argon2 } from '../src/modules/auth/password-hasher'

/**
 * The real argon2, noting the hash each verification checks against: a test counts the
 * verifications a request paid for, and their cost, instead of timing it.
 */
export function countingArgon2() {
  const verifiedAgainst: string[] = []
  const argon2: Argon2 = {
    hash,
    verify: (passwordHash, password) => {
      verifiedAgainst.push(passwordHash)
      return verify(passwordHash, password)
    },
  }
  return { argon2, verifiedAgainst }
}

/** The parameters of an encoded argon2 hash (`$argon2id$v=19$m=…,t=…,p=…`): what it costs. */
export const costOf = (encodedHash: string) => encodedHash.split('$').slice(0, 4).join('$')
