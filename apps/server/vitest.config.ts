import { testOptions } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    ...testOptions('server'),
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
})
