import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

const repoRoot = path.resolve(import.meta.dirname, '../../..')
const keyboardSpecs = /-keyboard\.spec\.ts$/

/**
 * The Playwright config every app's `e2e/` shares: Debian's Chromium, headless, and a JSON
 * report in `.reports/` for the closing line of `pnpm test`.
 */
export function e2eConfig(options: { name: string; globalSetup?: string }) {
  const isCI = Boolean(process.env.CI)
  return defineConfig({
    testDir: './e2e',
    fullyParallel: true,
    forbidOnly: isCI,
    retries: 0,
    workers: 2,
    // Limits that only stop a hung test, far above need: other work shares the machine (see
    // hangLimits in @amply/vitest-config).
    timeout: 300_000,
    expect: { timeout: 60_000 },
    reporter: [
      ['list'],
      ['json', { outputFile: path.join(repoRoot, '.reports', `playwright-${options.name}.json`) }],
    ],
    ...(options.globalSetup ? { globalSetup: options.globalSetup } : {}),
    use: {
      // No trace: recording one for every test (to keep a failure's) cost a third of the
      // suite's CPU (DOM snapshots and screencast frames; measured on chat and dashboard specs,
      // 150 CPU-seconds against 107), and CI keeps only the log. To see a failure, run it again
      // with `--trace on`.
      trace: 'off',
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
    // Most specs run as a visitor who asks for less motion (the app's rules cut transitions
    // and stop its loops): a page at rest stops drawing frames, which on two cores was a fifth
    // of the browser's time. The keyboard specs keep full motion, so opening and closing
    // dialogs, menus and drawers with their animations stays proven.
    projects: [
      {
        name: 'chromium',
        testIgnore: keyboardSpecs,
        use: { ...devices['Desktop Chrome'], reducedMotion: 'reduce' },
      },
      { name: 'chromium, full motion', testMatch: keyboardSpecs, use: devices['Desktop Chrome'] },
    ],
  })
}
