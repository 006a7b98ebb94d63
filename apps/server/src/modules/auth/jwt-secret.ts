import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The access-token signing key: JWT_SECRET when configured; otherwise one generated on first
 * start and kept in DATA_DIR/jwt-secret (0600), so sessions survive a restart.
 */
export async function loadJwtSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.join(dataDir, 'jwt-secret')
  const existing = await readFile(file, 'utf8').catch(() => undefined)
  if (existing && existing.trim().length >= 32) return new TextEncoder().encode(existing.trim())
  const secret = randomBytes(48).toString('base64url')
  await mkdir(dataDir, { recursive: true })
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'w' })
  return new TextEncoder().encode(secret)
}
