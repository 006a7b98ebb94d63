import { randomBytes } from 'node:crypto'
import { secretInDataDir } from './secret-file'

/**
 * The access-token signing key: JWT_SECRET when configured; otherwise one generated on first
 * start and kept in DATA_DIR/jwt-secret (0600), so sessions survive a restart.
 */
export async function loadJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Uint8Array> {
  const secret =
    configured ??
    (await secretInDataDir(
      dataDir,
      'jwt-secret',
      () => randomBytes(48).toString('base64url'),
      (existing) => existing.length >= 32,
    ))
  return new TextEncoder().encode(secret)
}
