import { availableParallelism } from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import { createSemaphore } from '../../lib/semaphore'

/**
 * OWASP ASVS / cheat sheet parameters for argon2id (the library's algorithm): 19 MiB of memory,
 * 2 passes, 1 lane. Written out so that a library default changing cannot weaken them; the
 * test reads them back from the encoded hash.
 */
export const argon2Options = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

/** The argon2 functions the hasher runs: the library's, or a test's wrapper that counts them. */
export interface Argon2 {
  hash: (password: string, options: typeof argon2Options) => Promise<string>
  verify: (passwordHash: string, password: string) => Promise<boolean>
}

/**
 * Hashes and checks passwords with argon2id, never more at once than the machine has cores
 * (a burst of logins queues instead of exhausting memory and CPU).
 */
export function createPasswordHasher({
  concurrency = availableParallelism(),
  argon2 = { hash, verify },
}: { concurrency?: number; argon2?: Argon2 } = {}) {
  const run = createSemaphore(Math.max(1, concurrency))
  // Checked against when the account does not exist, so an unknown email costs the same time.
  const dummyHash = run(() => argon2.hash('amply-dummy-password', argon2Options))

  return {
    hash: (password: string) => run(() => argon2.hash(password, argon2Options)),
    verify: (passwordHash: string, password: string) =>
      run(() => argon2.verify(passwordHash, password)),
    /** Spends a real verification (same parameters) and answers false. */
    async verifyNothing(password: string): Promise<false> {
      const hashed = await dummyHash
      await run(() => argon2.verify(hashed, password))
      return false
    },
  }
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>
