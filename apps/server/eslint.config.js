import { amply } from '@amply/eslint-config'
import { defineConfig } from 'eslint/config'

export default defineConfig(
  amply({ layer: 'server', root: import.meta.dirname }),
  {
    files: ['src/**/*.ts', 'test-support/**/*.ts'],
    ignores: ['src/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from src/env.ts.' },
      ],
    },
  },
  {
    // The shared layers sit below the features: lib and db never reach up into a module
    // (docs/architecture.md, "The dependency rule").
    files: ['src/lib/**/*.ts', 'src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/*', '**/modules/**'],
              message: 'lib and db sit below the modules.',
            },
          ],
        },
      ],
    },
  },
)
