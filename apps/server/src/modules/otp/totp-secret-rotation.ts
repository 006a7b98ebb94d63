import { and, asc, eq, gt, isNotNull, notLike } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/auth'
import { UnsealError, seal, sealedKeyId, unseal } from '../auth/secret-box'
import type { Keyring } from '../auth/secret-box'
import { totpSecretContext } from './totp-keys'

const BATCH = 500

export interface SealReport {
  /** Values sealed again under the current key (or sealed for the first time). */
  sealed: number
  /** Values no configured key opens: they stay as they are (their owners use backup codes). */
  unreadable: number
}

/**
 * Seals TOTP secrets under the current key. `plainOnly` (every start) seals only the plain
 * secrets stored before encryption existed; without it (`pnpm totp:rotate-keys`), every secret
 * under an older key as well, after which that key can leave TOTP_ENCRYPTION_OLD_KEYS. Each
 * row is changed only if it still holds the value read, so a concurrent change wins.
 */
export async function sealTotpSecrets(
  db: Database,
  keyring: Keyring,
  { plainOnly }: { plainOnly: boolean },
): Promise<SealReport> {
  const report: SealReport = { sealed: 0, unreadable: 0 }
  const skip = plainOnly ? 'v1.%' : `v1.${keyring.current.id}.%`
  let after = '00000000-0000-0000-0000-000000000000'
  for (;;) {
    const rows = await db
      .select({ id: users.id, secret: users.totpSecret })
      .from(users)
      .where(and(isNotNull(users.totpSecret), notLike(users.totpSecret, skip), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(BATCH)
    for (const { id, secret } of rows) {
      if (secret === null) continue
      const context = totpSecretContext(id)
      let plain: string
      try {
        plain = sealedKeyId(secret) ? unseal(keyring, secret, context) : secret
      } catch (error) {
        if (!(error instanceof UnsealError)) throw error
        report.unreadable++
        continue
      }
      const changed = await db
        .update(users)
        .set({ totpSecret: seal(keyring, plain, context) })
        .where(and(eq(users.id, id), eq(users.totpSecret, secret)))
        .returning({ id: users.id })
      report.sealed += changed.length
    }
    const last = rows.at(-1)
    if (!last || rows.length < BATCH) return report
    after = last.id
  }
}
