import { testOptions } from '@amply/vitest-config'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    ...testOptions('server'),
    globalSetup: ['test-support/global-setup.ts'],
    setupFiles: ['test-support/setup.ts'],
  },
})
