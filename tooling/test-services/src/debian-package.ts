import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export interface DebianPackage {
  /** The file the package brings, looked for before anything is installed. */
  binary: string
  /** Debian's name of the package. */
  name: string
  /** What to tell a person where it cannot be installed here (not root, no apt). */
  otherwise: string
}

/**
 * Answers `binary`, installing Debian's package with apt first when it is missing (as root), or
 * throws what to do. Callers at the same time queue on a lock (see install-debian-package.sh)
 * instead of racing apt.
 */
export function ensureDebianPackage({ binary, name, otherwise }: DebianPackage): string {
  if (existsSync(binary)) return binary
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(`${binary} was not found. ${otherwise}`)
  }
  const script = fileURLToPath(new URL('install-debian-package.sh', import.meta.url))
  execFileSync('sh', [script, binary, name], { stdio: 'inherit' })
  return binary
}
