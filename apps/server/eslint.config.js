import { amply } from '@amply/eslint-config'
import { defineConfig } from 'eslint/config'

export default defineConfig(amply({ layer: 'server', root: import.meta.dirname }), {
  files: ['src/**/*.ts', 'test-support/**/*.ts'],
  ignores: ['src/env.ts'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'process', property: 'env', message: 'Read configuration from src/env.ts.' },
    ],
  },
})
