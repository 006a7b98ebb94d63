import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const preactDir = path.dirname(require.resolve('preact/package.json'))
const at = (file: string) => path.join(preactDir, file)

/**
 * The website and the extension run on Preact 11 through its React compatibility layer: the
 * code is written (and type-checked) against React's API, and these aliases hand every
 * `react` and `react-dom` import to Preact at build and test time. It costs a fifth of React's
 * bytes, which is what keeps the home page under its 120 KB budget (docs/decisions.md, "Runtime").
 *
 * For Vite's and Vitest's `resolve.alias` (an array: the exact-match patterns must win over the
 * bare ones).
 */
export const preactAliases = [
  { find: /^react$/, replacement: path.join(import.meta.dirname, 'react-shim.js') },
  { find: /^react\/jsx-runtime$/, replacement: at('compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: at('compat/jsx-dev-runtime.mjs') },
  { find: /^react-dom$/, replacement: at('compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: at('compat/client.mjs') },
  { find: /^react-dom\/server$/, replacement: at('compat/server.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: at('test-utils/dist/testUtils.mjs') },
]
