import path from 'node:path'
import type { TestUserConfig } from 'vitest/node'

const repoRoot = path.resolve(import.meta.dirname, '../..')

/**
 * Reporters for one package's vitest run: the usual console output, plus a JSON report in
 * `.reports/` that `scripts/test-summary.mjs` adds up into the one closing line of `pnpm test`.
 * @param name a short package name, unique in the workspace
 */
export function reporters(name: string): TestUserConfig['reporters'] {
  return [
    'default',
    ['json', { outputFile: path.join(repoRoot, '.reports', `vitest-${name}.json`) }],
  ]
}

/**
 * Limits that only stop a hung test. Tests wait for events, never for time, so these sit far
 * above what the slowest test needs on a busy 2-core machine: with other lanes' suites beside
 * `pnpm test` (load 15 and more), tests that take 5 s alone took 80 s and a type-aware lint
 * 130 s. Vitest's own defaults (5 s a test, 1 s for `expect.poll`) failed tests there.
 */
export const hangLimits = {
  testTimeout: 300_000,
  hookTimeout: 300_000,
  expect: { poll: { timeout: 120_000, interval: 20 } },
} satisfies TestUserConfig

/** The test options every package shares: `defineConfig({ test: testOptions('core') })`. */
export function testOptions(name: string): TestUserConfig {
  return { reporters: reporters(name), ...hangLimits }
}
