import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import { amply } from './index.js'

/**
 * Lint config of a package that renders React.
 * @param {Parameters<typeof amply>[0]} options
 */
export function amplyReact(options) {
  return defineConfig(amply(options), {
    files: ['**/*.{ts,tsx}'],
    // Playwright fixtures call `use()`, which is not React's hook.
    ignores: ['e2e/**'],
    extends: [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended],
  })
}
