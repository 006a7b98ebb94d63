import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// End-to-end tests drive Debian's Chromium: nothing here downloads a browser.
const DEFAULT_CHROMIUM = '/usr/bin/chromium'

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM
}

/** Flags this machine needs: root (no sandbox), no GPU, and no calls to a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * Installs Debian's Chromium with apt when it is missing (as root), or explains what to do.
 * `pnpm test` runs this once before the end-to-end suites (the `ensure-chromium` task); each
 * suite's global setup calls it again, so `playwright test` in one app works on its own. Callers
 * at the same time queue on a lock (see install-chromium.sh) instead of racing apt.
 */
export function ensureChromium(): string {
  const path = chromiumPath()
  if (existsSync(path)) return path
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Chromium was not found at ${path}. Install it (Debian: apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    )
  }
  const script = fileURLToPath(new URL('install-chromium.sh', import.meta.url))
  execFileSync('sh', [script, path], { stdio: 'inherit' })
  return path
}

// `node src/chromium.ts`: the task `pnpm test` runs before the end-to-end suites.
if (import.meta.main) console.log(`Chromium: ${ensureChromium()}`)
