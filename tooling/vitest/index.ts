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
