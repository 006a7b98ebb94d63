import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import { defineConfig } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { layerImportPatterns, platformGlobals } from './layers.js'
import { serverStateBoundary } from './server-state.js'

const testFiles = ['**/*.test.{ts,tsx,js}', '**/test/**', '**/e2e/**', '**/*.config.{ts,js}']

/**
 * The lint config of one workspace package.
 * @param {{ layer: import('./layers.js').Layer, root: string }} options
 *   `root` is the package folder (`import.meta.dirname` of its eslint.config.js).
 */
export function amply({ layer, root }) {
  const frameworkFree = layer === 'api' || layer === 'core'
  return defineConfig(
    {
      ignores: [
        'dist/**',
        '.prerender/**',
        '.output/**',
        '.wxt/**',
        'coverage/**',
        '.turbo/**',
        'test-results/**',
      ],
    },
    js.configs.recommended,
    tseslint.configs.strictTypeChecked,
    tseslint.configs.stylisticTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir: root },
        globals: frameworkFree ? {} : { ...globals.node, ...globals.browser },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      rules: {
        'no-restricted-imports': ['error', { patterns: layerImportPatterns(layer) }],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-import-type-side-effects': 'error',
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': 'error',
        '@typescript-eslint/no-non-null-assertion': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        // Another workspace package is imported by its name, never by a relative path.
        'import-x/no-relative-packages': 'error',
        'import-x/no-cycle': 'error',
        'import-x/no-self-import': 'error',
        'import-x/no-duplicates': 'error',
      },
    },
    frameworkFree
      ? {
          files: ['src/**/*.ts'],
          ignores: testFiles,
          rules: {
            'no-restricted-globals': ['error', ...platformGlobals],
            'import-x/no-nodejs-modules': 'error',
          },
        }
      : {},
    {
      // Playwright fixtures take their dependencies by destructuring, even when there are none.
      files: ['e2e/**'],
      rules: { 'no-empty-pattern': 'off' },
    },
    {
      files: ['**/*.js'],
      extends: [tseslint.configs.disableTypeChecked],
    },
    featureBoundaries(root),
    serverStateBoundary({ layer, root }),
  )
}

/**
 * A feature imports from itself and from shared code, never from another feature;
 * shared code never imports a feature (only `src/routes` composes them).
 * @param {string} root
 */
function featureBoundaries(root) {
  const features = listFolders(path.join(root, 'src/features'))
  if (features.length === 0) return {}
  const zones = features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature may not import another feature; move shared code to src/components or src/lib.',
  }))
  zones.push({
    target: './src/!(features|routes)/**/*',
    from: './src/features',
    except: [],
    message: 'Shared code may not import a feature.',
  })
  // What many import (paths, the app's services) sits low, in src/lib: only the routes and the
  // app's entries compose the rest, and nothing below them imports them (tests compose freely).
  zones.push({
    target: './src/!(app|routes|test)/**/!(*.test).{ts,tsx}',
    from: ['./src/app', './src/routes'],
    except: [],
    message:
      'Only src/app and src/routes import src/app and src/routes: move what is shared to src/lib.',
  })
  return {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  }
}

/** @param {string} dir */
function listFolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}
