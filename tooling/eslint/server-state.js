import { existsSync } from 'node:fs'
import path from 'node:path'
import { layerImportPatterns } from './layers.js'

/**
 * Where server data may be written and the cache changed: the layer itself
 * (`src/lib/server-state`) and the named hooks of an `api/` folder (a feature's reads and the
 * writes that change them, docs/architecture.md#data-flow). A screen calls such a hook.
 */
export const writeLayer = ['src/lib/server-state/**', 'src/**/api/**']

const message =
  'Server data is changed through a named hook in a feature’s api/ folder, built on useRouteMutation (docs/architecture.md#data-flow).'

/** The layer's parts that write or touch the cache, forbidden to screens. */
export const writeImportPatterns = [
  {
    group: [
      '**/server-state/route-mutation',
      '**/server-state/use-route-call',
      '**/server-state/use-invalidate-routes',
    ],
    message,
  },
]

export const writeImportPaths = [
  { name: '@tanstack/react-query', importNames: ['useMutation', 'useQueryClient'], message },
]

/**
 * `no-restricted-imports` for a package's screens when it has the server-state layer: the
 * layer's own patterns, and no write or cache access outside the write layer.
 * @param {{ layer: import('./layers.js').Layer, root: string }} options
 */
export function serverStateBoundary({ layer, root }) {
  if (!existsSync(path.join(root, 'src/lib/server-state'))) return {}
  return {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...writeLayer, '**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...layerImportPatterns(layer), ...writeImportPatterns],
          paths: writeImportPaths,
        },
      ],
    },
  }
}
