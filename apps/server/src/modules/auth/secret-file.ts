import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * A secret the server generates on first start and keeps in DATA_DIR (0600), so that what it
 * protects survives a restart with nothing configured. Answers the file's secret when `valid`
 * accepts it; otherwise writes `generate()`'s. Two processes starting together keep one.
 */
export async function secretInDataDir(
  dataDir: string,
  name: string,
  generate: () => string,
  valid: (secret: string) => boolean,
): Promise<string> {
  const file = path.join(dataDir, name)
  const read = async () => {
    const existing = (await readFile(file, 'utf8').catch(() => '')).trim()
    return valid(existing) ? existing : undefined
  }
  const existing = await read()
  if (existing) return existing
  await mkdir(dataDir, { recursive: true })
  const secret = generate()
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Another process wrote it first; a file that holds no valid secret is replaced.
  const written = await read()
  if (written) return written
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'w' })
  return secret
}
