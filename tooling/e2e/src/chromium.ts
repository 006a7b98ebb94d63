import { ensureDebianPackage } from '@amply/test-services/debian-package'

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
 * Debian's Chromium, installed with apt first when missing (see ensureDebianPackage).
 * `pnpm test` runs this once before the end-to-end suites (the `ensure-chromium` task); each
 * suite's global setup calls it again, so `playwright test` in one app works on its own.
 */
export function ensureChromium(): string {
  return ensureDebianPackage({
    binary: chromiumPath(),
    name: 'chromium',
    otherwise:
      'Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  })
}

// `node src/chromium.ts`: the task `pnpm test` runs before the end-to-end suites.
if (import.meta.main) console.log(`Chromium: ${ensureChromium()}`)
