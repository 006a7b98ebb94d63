import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

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

/** Installs Debian's Chromium with apt when it is missing (as root), or explains what to do. */
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
  console.log('Chromium is missing: installing Debian’s chromium package with apt-get…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (!existsSync(path)) throw new Error(`apt-get installed chromium but ${path} is still missing.`)
  return path
}
