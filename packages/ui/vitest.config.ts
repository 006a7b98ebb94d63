import { reporters } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'happy-dom',
    reporters: reporters('ui'),
    setupFiles: ['./src/test/setup.ts'],
  },
})
